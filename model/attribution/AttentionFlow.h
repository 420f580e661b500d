#pragma once
// Attention flow (Abnar & Zuidema 2020, §4): the layered graph has one node per position per
// layer boundary, and an edge from position j below layer l to position i above it of capacity
// Â_l[i][j] (the same mixing matrices as the rollout, AttentionRollout.h). The flow of input
// token j to output position i is the value of a maximum flow from node (0, j) to node (L, i).
// Each flow is at most 1 (the capacities into an output node sum to 1) and at least the
// rollout R[i][j] (the rollout's own paths, scaled by j's share, are a feasible flow).

#include <atomic>
#include <vector>

#include "AttentionRollout.h"
#include "MaxFlow.h"

namespace atlas::attribution {

// The graph of the mixing matrices (each M_l rows(l+1) × rows(l), bottom first).
class AttentionFlow {
public:
    explicit AttentionFlow(const std::vector<MatrixD>& mixes);

    int inputs() const { return inputs_; }
    int outputs() const { return outputs_; }
    // The max-flow from input token j to output position i.
    double flow(int input, int output);
    // Every flow: outputs × inputs. Returns early (unfinished rows NaN) once `cancelled`.
    MatrixD map(const std::atomic<bool>* cancelled = nullptr);

private:
    std::vector<int> offsets_;  // the first node of each layer boundary, then the total
    int inputs_ = 0, outputs_ = 0;
    MaxFlow graph_;  // built once; every run starts from zero flow
};

}  // namespace atlas::attribution
