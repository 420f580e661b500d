#pragma once
// SPEC §2 "KV cache": the bytes a decoder's caches hold, self- and cross-attention apart, and
// what the configuration says they must hold. Light on purpose (no Eigen): views draw these.

#include "Config.h"

namespace atlas {

// Bytes of float32 cache.
struct CacheBytes {
    long long self = 0;
    long long cross = 0;

    long long total() const { return self + cross; }
    bool operator==(const CacheBytes&) const = default;
};

// What the caches hold once `decoderTokens` positions have been fed for a source of
// `sourceTokens` ids (eos included): every decoder layer keeps elementsPerToken numbers per
// decoder token (self) and per source token (cross), 4 bytes each. Counted with KvMemory's
// functions, independently of the KvCache that a running decoder fills.
CacheBytes analyticCacheBytes(const Config& config, long long sourceTokens,
                              long long decoderTokens);

}  // namespace atlas
