#pragma once
// The maximum flow of a directed graph with real capacities, by Dinic's algorithm (BFS levels,
// then blocking flows along them): the exact definition attention flow needs
// (AttentionFlow.h). Several runs may share one graph: each starts from zero flow.

#include <vector>

namespace atlas::attribution {

class MaxFlow {
public:
    explicit MaxFlow(int nodes);

    // An edge with this capacity (≥ 0); parallel edges add up.
    void addEdge(int from, int to, double capacity);
    // The value of a maximum flow from source to sink.
    double run(int source, int sink);
    int nodes() const { return int(adjacent_.size()); }

private:
    struct Edge {
        int to;
        double capacity;  // as given
        double flow;      // of the present run; the reverse edge holds −flow
    };
    bool levelGraph(int source, int sink);
    double push(int node, int sink, double limit);

    std::vector<Edge> edges_;                 // edge e and its reverse e ^ 1
    std::vector<std::vector<int>> adjacent_;  // edge indices out of each node
    std::vector<int> level_, next_;           // of the present phase
};

}  // namespace atlas::attribution
