#include "MlaRunner.h"

#include "Checkpoint.h"
#include "DefaultModel.h"
#include "Greedy.h"
#include "MlaEvaluationGap.h"
#include "Model.h"
#include "ModelThreads.h"

namespace atlas::views {

namespace {

// The model work: the greedy translation, then both evaluations of it teacher-forced.
MlaRun measureGap(Model& model, const std::string& text) {
    MlaRun r;
    r.config = model.config();
    const Transformer& t = model.transformer();
    const std::vector<int> source = model.sourceIds(text);
    std::vector<int> input{r.config.bos_id};
    for (int id : greedyDecode(t, t.encode(source))) input.push_back(id);
    r.sourceTokens = int(source.size());
    r.decoderTokens = int(input.size());
    const MlaGap gap = mlaEvaluationGap(model.transformer(), source, input);
    r.attentionGap = gap.attention;
    r.logitGap = gap.logits;
    r.logitScale = gap.logitScale;
    return r;
}

}  // namespace

MlaRunner::MlaRunner() = default;
MlaRunner::~MlaRunner() = default;

MlaRun MlaRunner::evaluate(const CheckpointSource& read, quint64 key, const std::string& text) {
    // TODO(issue 15): shared model once Pass lands (the evaluation a per-call option, a shared
    // const Model suffices and this private copy goes).
    if (!copy_ || copyOf_ != key) {
        copy_ = std::make_shared<Model>(read ? read() : makeDefaultModel(AttentionKind::MLA));
        copyOf_ = key;
    }
    useThreadsFor(*copy_);
    MlaRun r = measureGap(*copy_, text);
    r.own = bool(read);
    return r;
}

}  // namespace atlas::views
