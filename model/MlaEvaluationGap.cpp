#include "MlaEvaluationGap.h"

#include <algorithm>
#include <stdexcept>

namespace atlas {

namespace {

struct Run {
    LayerMaps encoderSelf, decoderSelf, cross;
    Matrix logits;
};

Run run(const Transformer& t, const std::vector<int>& source, const std::vector<int>& input,
        MlaEvaluation evaluation) {
    Run r;
    r.logits = t.teacherForced(source, input, {&r.encoderSelf, &r.decoderSelf, &r.cross},
                               {.mla = evaluation});
    return r;
}

double largestDifference(const LayerMaps& a, const LayerMaps& b) {
    double gap = 0;
    for (size_t l = 0; l < a.size(); ++l)
        for (size_t h = 0; h < a[l].size(); ++h)
            gap = std::max(gap, double((a[l][h] - b[l][h]).cwiseAbs().maxCoeff()));
    return gap;
}

}  // namespace

MlaGap mlaEvaluationGap(const Transformer& transformer, const std::vector<int>& sourceIds,
                        const std::vector<int>& decoderInput) {
    if (!transformer.config().isLatent())
        throw std::invalid_argument("naive and absorbed evaluation: the model has no MLA");
    const Run naive = run(transformer, sourceIds, decoderInput, MlaEvaluation::Naive);
    const Run absorbed = run(transformer, sourceIds, decoderInput, MlaEvaluation::Absorbed);

    MlaGap gap;
    gap.attention = std::max({largestDifference(naive.encoderSelf, absorbed.encoderSelf),
                              largestDifference(naive.decoderSelf, absorbed.decoderSelf),
                              largestDifference(naive.cross, absorbed.cross)});
    gap.logits = (naive.logits - absorbed.logits).cwiseAbs().maxCoeff();
    gap.logitScale = absorbed.logits.cwiseAbs().maxCoeff();
    return gap;
}

}  // namespace atlas
