#include "AttentionBlock.h"

namespace atlas {

Matrix AttentionBlock::operator()(const ConstMatrixRef& X, const ConstMatrixRef& Xkv,
                                  const Pass& pass, std::vector<Matrix>* attention) const {
    KvBlock cache(cacheWidth());
    extend(cache, Xkv, 0);
    return attend(X, 0, cache, pass, attention);
}

}  // namespace atlas
