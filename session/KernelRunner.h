#pragma once
// The Kernel page's model work, off the GUI thread: one layer's heads of one stack recorded in a
// teacher-forced pass (model/approx/HeadRecorder), turned into the paper's four matrices as plain
// grids (the one place of the page that sees Eigen). The recorder is handed to the pass, never
// put into the model, so the runner reads the shared model and jobs may overlap.

#include <atomic>
#include <memory>
#include <vector>

#include "AttentionMask.h"
#include "Snapshot.h"

namespace atlas {

class Model;

struct KernelQuery {
    std::vector<int> sourceIds;     // Snapshot::source's ids (eos included)
    std::vector<int> decoderInput;  // Snapshot::decoderInput's ids ([bos, y1 … ym])
    views::Stack stack = views::Stack::EncoderSelf;
    int layer = 0;
};

// One head, queries × keys (SPEC §2), at temperature τ: the model's scores multiplied by τ
// (model/approx/Temperature.h; τ = 1 is the model itself). Masked cells are NaN in S and A, 0 in P.
struct KernelHead {
    views::Grid S;               // τ·QKᵀ·s, exactly what the kernel exponentiates (at τ = 1)
    views::Grid A;               // exp(S − m), m = the row's largest visible score
    views::Grid Z;               // rows × 1: the row sums of this A
    views::Grid P;               // Z⁻¹A
    views::Grid H;               // rows × 1: the entropy H_i = −Σ_j P_ij ln P_ij, in nats
    views::Grid maxWeight;       // rows × 1: max_j P_ij
    std::vector<double> rowMax;  // m per row: the true Z is e^m · Z
    std::vector<KeySpan> visible;  // the keys row i sees
    double tau = 1;
    // The mean of H_i at each of KernelFigures::temperatures (computed at τ = 1, kept by
    // tempered()), and its upper bound: the mean of ln n_i, n_i the keys row i sees.
    std::vector<double> meanEntropy;
    double entropyBound = 0;
};

struct KernelFigures {
    views::Stack stack = views::Stack::EncoderSelf;
    int layer = 0;
    std::vector<KernelHead> heads;     // at τ = 1
    std::vector<double> temperatures;  // τ of every head's meanEntropy: 1/8 … 8
};

// S of one recorded head turned into A, Z, P and the rows' spread; `visible[i]`: the keys row i
// may see.
KernelHead kernelHead(views::Grid S, std::vector<KeySpan> visible);
// The same head with its scores multiplied by τ (relative to the head's own τ), all else anew.
KernelHead tempered(const KernelHead& head, double tau);

class KernelRunner {
public:
    explicit KernelRunner(std::shared_ptr<const Model> model);
    ~KernelRunner();

    KernelFigures run(const KernelQuery& query, const std::atomic<bool>& cancelled) const;

private:
    std::shared_ptr<const Model> model_;  // the one loaded model, shared and immutable
};

}  // namespace atlas
