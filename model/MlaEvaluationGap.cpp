#include "MlaEvaluationGap.h"

#include <algorithm>
#include <stdexcept>

namespace atlas {

namespace {

struct Pass {
    LayerMaps encoderSelf, decoderSelf, cross;
    Matrix logits;
};

Pass run(const Transformer& t, const std::vector<int>& source, const std::vector<int>& input) {
    Pass p;
    const Matrix encoded = t.encode(source, &p.encoderSelf);
    DecoderState state = t.startDecoding(encoded);
    p.logits = t.decode(state, input, &p.decoderSelf, &p.cross);
    return p;
}

double largestDifference(const LayerMaps& a, const LayerMaps& b) {
    double gap = 0;
    for (size_t l = 0; l < a.size(); ++l)
        for (size_t h = 0; h < a[l].size(); ++h)
            gap = std::max(gap, double((a[l][h] - b[l][h]).cwiseAbs().maxCoeff()));
    return gap;
}

}  // namespace

MlaGap mlaEvaluationGap(Transformer& transformer, const std::vector<int>& sourceIds,
                        const std::vector<int>& decoderInput) {
    if (!transformer.config().isLatent())
        throw std::invalid_argument("naive and absorbed evaluation: the model has no MLA");
    transformer.setMlaEvaluation(MlaEvaluation::Naive);
    const Pass naive = run(transformer, sourceIds, decoderInput);
    transformer.setMlaEvaluation(MlaEvaluation::Absorbed);
    const Pass absorbed = run(transformer, sourceIds, decoderInput);

    MlaGap gap;
    gap.attention = std::max({largestDifference(naive.encoderSelf, absorbed.encoderSelf),
                              largestDifference(naive.decoderSelf, absorbed.decoderSelf),
                              largestDifference(naive.cross, absorbed.cross)});
    gap.logits = (naive.logits - absorbed.logits).cwiseAbs().maxCoeff();
    gap.logitScale = absorbed.logits.cwiseAbs().maxCoeff();
    return gap;
}

}  // namespace atlas
