#pragma once
// The model side of step-through decoding (issue 6): the current sentence decoded one target
// token at a time with the KV cache (KvStepper), keeping each step's new row of every decoder
// map as plain values. Every member runs off the GUI thread, one call at a time; DecodingSteps
// (views/kv) keeps the steps delivered and the actions that walk through them.

#include <QString>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "CacheBytes.h"

namespace atlas {
class Model;
class KvStepper;
}  // namespace atlas

namespace atlas::views {

// One decoded token: y_{t−1} fed at position t − 1 (its row of the maps), y_t chosen.
struct DecodedStep {
    int input = 0, output = 0;
    QString inputPiece, outputPiece;
    CacheBytes cache;  // what the live caches hold after this step
    // [DecoderSelf or Cross][layer][head]: the step's one row of Z⁻¹A (t, resp. n values).
    std::array<std::vector<std::vector<std::vector<float>>>, 2> rows;
};

// Every step taken so far, copied out of the stepper.
struct DecodedSteps {
    CacheBytes initial;  // after encoding: the cross-attention caches alone
    std::vector<DecodedStep> steps;
    bool finished = false;  // eos chosen, or the limit reached
};

class DecodingStepper {
public:
    // Encodes `text` (step 0), for at most `rows` steps: the rows of the full pass.
    DecodingStepper(std::shared_ptr<const atlas::Model> model, const std::string& text, int rows);
    ~DecodingStepper();

    void step();  // one more token, unless finished
    DecodedSteps steps() const;

private:
    std::shared_ptr<const atlas::Model> model_;
    std::unique_ptr<atlas::KvStepper> stepper_;
};

}  // namespace atlas::views
