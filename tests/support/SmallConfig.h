#pragma once
// The small configuration the model tests build random transformers of: 50 pieces, d 32, four
// heads, two layers each side; `extra` adds or overrides keys (e.g. R"(, "attention": "mla")").

#include <string>

#include "Config.h"

namespace atlas::test {

inline Config smallConfig(const std::string& extra) {
    return Config::fromJson(R"({"vocab_size": 50, "d_model": 32, "n_heads": 4, "d_ff": 48,
        "n_encoder_layers": 2, "n_decoder_layers": 2, "max_positions": 64)" +
                            extra + "}");
}

}  // namespace atlas::test
