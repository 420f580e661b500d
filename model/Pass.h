#pragma once
// What one pass through the transformer asks beyond its inputs: an approximation to put in place
// of some heads, an observer to tell what each head computed, the MLA evaluation. It is a value
// handed down every call, never state set on the model, so that one loaded model serves any
// number of passes at once, each with its own choices (SPEC §2).

#include "AttentionMask.h"
#include "AttentionStack.h"
#include "Tensor.h"

#include <vector>

namespace atlas {

enum class MlaEvaluation {
    Naive,     // expand k_h and v_h from the latent for every cached token
    Absorbed,  // q_h W_uk,h first and scores against c directly; W_uv,h folded into W_o
};

// Computes a head in place of the exact kernel, for studies that put an approximation (low rank,
// random features, Nyström, a quantized cache) into the running model. Same contract as
// atlas::attend(). Called from several threads at once (heads run in parallel).
class AttentionApproximation {
public:
    virtual ~AttentionApproximation() = default;
    virtual void attend(const HeadSite& site, const ConstMatrixRef& Q, const ConstMatrixRef& K,
                        const ConstMatrixRef& V, float scale, const AttentionMask& mask,
                        MatrixRef Y, Matrix* attention) const = 0;
};

// One head as the kernel saw it: S = QKᵀ·s + M is what it exponentiated, P = Z⁻¹A and Y = PV
// what it produced (through the approximation, when one covers the head).
struct ObservedHead {
    const HeadSite& site;
    const ConstMatrixRef& Q;  // (nq, w): rotary positions applied, MLA's as the evaluation has it
    const ConstMatrixRef& K;  // (nk, w)
    const ConstMatrixRef& V;  // (nk, dv)
    float scale;              // s
    const AttentionMask& mask;
    const Matrix& P;     // (nq, nk)
    const MatrixRef& Y;  // (nq, dv)
};

// Told every head of a pass after it ran; it changes nothing. Called from several threads at
// once, one call per head: an observer that keeps heads writes each into a slot of its own.
class HeadObserver {
public:
    virtual ~HeadObserver() = default;
    virtual void observe(const ObservedHead& head) const = 0;
};

struct Pass {
    const AttentionApproximation* approximation = nullptr;  // null: every head exact
    const HeadObserver* observer = nullptr;                 // null: nobody watches
    MlaEvaluation mla = MlaEvaluation::Absorbed;            // equal to rounding; absorbed is faster
    // BERT's token_type_ids of the encoder's input, one per source id (a sentence pair: 0, then
    // 1); null: every token of type 0, as SPEC §6 reads one text.
    const std::vector<int>* tokenTypes = nullptr;
};

}  // namespace atlas
