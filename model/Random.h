#pragma once
// A seeded generator whose every draw is specified here, not by the standard library: the
// distributions of <random> may differ between implementations, and the default model, the
// generated corpus and the tests must come out the same on every machine.

#include <cstdint>
#include <random>

namespace atlas {

class Random {
public:
    explicit Random(uint64_t seed) : engine_(seed) {}

    // Uniform in [0, n), n > 0; rejection keeps it unbiased.
    uint64_t index(uint64_t n) {
        const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
        uint64_t x = engine_();
        while (x >= limit) x = engine_();
        return x % n;
    }

    // Uniform in [0, 1) from the top 53 bits, so every value is an exact double.
    double uniform() { return double(engine_() >> 11) * 0x1.0p-53; }
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    bool chance(double p) { return uniform() < p; }

    template <typename T, size_t N>
    const T& pick(const T (&table)[N]) {
        return table[index(N)];
    }

private:
    std::mt19937_64 engine_;  // its output sequence is fixed by the C++ standard
};

// splitmix64's finaliser: turns related seeds (a seed plus a name hash) into unrelated ones.
inline uint64_t mixSeed(uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

}  // namespace atlas
