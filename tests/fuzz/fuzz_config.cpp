// libFuzzer target: SPEC §1's configuration parser on arbitrary text. Anything accepted
// describes a model within ConfigLimits and reads back the same from its own JSON.

#include <cstdint>
#include <string_view>

#include "Config.h"
#include "FuzzCheck.h"

using namespace atlas;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    Config config;
    try {
        config = Config::fromJson(std::string_view(reinterpret_cast<const char*>(data), size));
    } catch (const ConfigError&) {
        return 0;
    }
    const long long parameters = config.parameterCount();
    FUZZ_CHECK(parameters > 0 && parameters <= ConfigLimits::kParameters);
    FUZZ_CHECK(config.kvElementsPerToken() > 0);
    FUZZ_CHECK(config.max_positions <= ConfigLimits::kPositions);
    // A ConfigError here escapes: what was accepted once must be accepted again.
    FUZZ_CHECK(Config::fromJson(config.toJson()).toJson() == config.toJson());
    return 0;
}
