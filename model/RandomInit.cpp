#include "RandomInit.h"

#include <cmath>
#include <map>

#include "Random.h"
#include "WeightLayout.h"

namespace atlas {

namespace {

uint64_t nameHash(const std::string& name) {  // FNV-1a
    uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : name) h = (h ^ c) * 0x100000001b3ULL;
    return h;
}

std::vector<float> uniform(Random& random, long long count, double center, double halfWidth) {
    std::vector<float> values(static_cast<size_t>(count));
    for (float& v : values) v = float(random.uniform(center - halfWidth, center + halfWidth));
    return values;
}

std::string weightOf(const std::string& biasName) {
    return biasName.substr(0, biasName.size() - std::string("bias").size()) + "weight";
}

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

Checkpoint randomCheckpoint(const Config& config, std::string tokenizerBytes, uint64_t seed) {
    config.validate();
    const std::vector<TensorSpec> layout = weightLayout(config);
    std::map<std::string, const TensorSpec*> byName;
    for (const TensorSpec& spec : layout) byName[spec.name] = &spec;

    Checkpoint checkpoint;
    checkpoint.config = config;
    checkpoint.tokenizer = std::move(tokenizerBytes);
    for (const TensorSpec& spec : layout) {
        Random random(mixSeed(seed ^ nameHash(spec.name)));
        const long long n = spec.elementCount();
        // A bias belongs to the linear layer or norm whose weight shares its name.
        const bool bias = endsWith(spec.name, ".bias");
        // (lm_head.bias of a tied masked-LM head has no lm_head.weight: the table is E.)
        const auto owner = bias ? byName.find(weightOf(spec.name)) : byName.end();
        const TensorSpec& weight = owner != byName.end() ? *owner->second : spec;
        std::vector<float> values;
        if (spec.name == "embed.weight") {
            // Uniform with standard deviation σ = 1/√d has half-width √3·σ.
            values = uniform(random, n, 0.0, std::sqrt(3.0 / config.d_model));
        } else if (weight.shape.size() == 2) {
            values = uniform(random, n, 0.0, 1.0 / std::sqrt(double(weight.shape[1])));
        } else {
            // Norms: off their identity values a little, so a test notices a gain or bias that
            // is ignored.
            values = uniform(random, n, bias ? 0.0 : 1.0, 0.05);
        }
        checkpoint.tensors[spec.name] = std::move(values);
    }
    return checkpoint;
}

}  // namespace atlas
