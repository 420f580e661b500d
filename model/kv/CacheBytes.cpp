#include "CacheBytes.h"

#include "KvMemory.h"

namespace atlas {

CacheBytes analyticCacheBytes(const Config& config, long long sourceTokens,
                              long long decoderTokens) {
    // The two caches separately: the same shape with only its self or only its cross layers.
    KvShape self = kvShape(config), cross = self;
    self.crossLayers = 0;
    cross.fullLayers = 0;
    cross.windowedLayers = 0;
    const auto bytes = [](const KvShape& shape, const KvContext& context) {
        return kvCacheSize(shape, context, ElementType::FP32).wholeBytes();
    };
    return {bytes(self, {decoderTokens, 0, 1}), bytes(cross, {0, sourceTokens, 1})};
}

}  // namespace atlas
