#pragma once
// The Kernel page's model work, off the GUI thread: one layer's heads of one stack recorded in a
// teacher-forced pass (model/approx/HeadRecorder), turned into the paper's four matrices as plain
// grids (the one place of the page that sees Eigen). The recorder is handed to the pass, never
// put into the model, so the runner reads the shared model and jobs may overlap.

#include <atomic>
#include <functional>
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

// One head, queries × keys (SPEC §2). Masked cells are NaN in S and A, 0 in P.
struct KernelHead {
    views::Grid S;               // QKᵀ/√d, exactly what the kernel exponentiates
    views::Grid A;               // exp(S − m), m = the row's largest visible score
    views::Grid Z;               // rows × 1: the row sums of this A
    views::Grid P;               // Z⁻¹A
    std::vector<double> rowMax;  // m per row: the true Z is e^m · Z
};

struct KernelFigures {
    views::Stack stack = views::Stack::EncoderSelf;
    int layer = 0;
    std::vector<KernelHead> heads;
};

// S of one recorded head turned into A, Z and P; `visible(i)`: the keys row i may see.
KernelHead kernelHead(views::Grid S, const std::function<KeySpan(int)>& visible);

class KernelRunner {
public:
    explicit KernelRunner(std::shared_ptr<const Model> model);
    ~KernelRunner();

    KernelFigures run(const KernelQuery& query, const std::atomic<bool>& cancelled) const;

private:
    std::shared_ptr<const Model> model_;  // the one loaded model, shared and immutable
};

}  // namespace atlas
