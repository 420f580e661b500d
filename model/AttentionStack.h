#pragma once
// SPEC §2: the three attention stacks of an encoder-decoder and where one head sits among them.
// Dependency-free (no Eigen, no Qt) on purpose: the views name stacks with this very enum, so
// nothing has to translate between the model's stacks and the GUI's.

namespace atlas {

enum class AttentionStack { EncoderSelf = 0, DecoderSelf = 1, Cross = 2 };

// Where one head sits in the model: what approximations and observers choose heads by.
struct HeadSite {
    AttentionStack stack = AttentionStack::EncoderSelf;
    int layer = 0;
    int head = 0;
};

}  // namespace atlas
