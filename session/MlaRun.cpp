#include "MlaRun.h"

#include "DefaultModelCache.h"
#include "Greedy.h"
#include "MlaEvaluationGap.h"
#include "Model.h"
#include "ModelThreads.h"
#include "SourceLength.h"

namespace atlas::views {

namespace {

// The model work: the greedy translation, then both evaluations of it teacher-forced.
MlaRun measureGap(const Model& model, const std::string& text) {
    MlaRun r;
    r.config = model.config();
    const Transformer& t = model.transformer();
    const std::vector<int> source = model.sourceIds(text);
    const std::vector<int> input = model.decoderInput(greedyDecode(t, t.encode(source)));
    r.sourceTokens = int(sourceLength(model, text));
    r.decoderTokens = int(input.size());
    const MlaGap gap = mlaEvaluationGap(model.transformer(), source, input);
    r.attentionGap = gap.attention;
    r.logitGap = gap.logits;
    r.logitScale = gap.logitScale;
    return r;
}

}  // namespace

MlaRun measureMlaGap(const std::shared_ptr<const Model>& model, const std::string& text) {
    const bool own = model && model->config().isLatent();
    const std::shared_ptr<const Model> evaluated = own ? model : defaultModel(AttentionKind::MLA);
    useThreadsFor(*evaluated);
    MlaRun r = measureGap(*evaluated, text);
    r.own = own;
    r.loadedSourceTokens = comparedSourceLength(model, *evaluated, text);
    return r;
}

}  // namespace atlas::views
