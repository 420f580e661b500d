#include "MaxFlow.h"

#include <algorithm>
#include <limits>
#include <queue>
#include <stdexcept>

namespace atlas::attribution {

namespace {

// Residual capacities below this are treated as saturated: the capacities are attention
// weights in [0, 1], and without a floor rounding leaves paths of 1e-17 to chase.
constexpr double kFlowEpsilon = 1e-12;

}  // namespace

MaxFlow::MaxFlow(int nodes) : adjacent_(size_t(std::max(nodes, 0))) {}

void MaxFlow::addEdge(int from, int to, double capacity) {
    if (from < 0 || to < 0 || from >= nodes() || to >= nodes() || !(capacity >= 0))
        throw std::invalid_argument("MaxFlow: an edge outside the graph or of negative capacity");
    adjacent_[size_t(from)].push_back(int(edges_.size()));
    edges_.push_back({to, capacity, 0});
    adjacent_[size_t(to)].push_back(int(edges_.size()));
    edges_.push_back({from, 0, 0});
}

bool MaxFlow::levelGraph(int source, int sink) {
    level_.assign(adjacent_.size(), -1);
    std::queue<int> queue;
    level_[size_t(source)] = 0;
    queue.push(source);
    while (!queue.empty()) {
        const int u = queue.front();
        queue.pop();
        for (int e : adjacent_[size_t(u)]) {
            const Edge& edge = edges_[size_t(e)];
            if (level_[size_t(edge.to)] < 0 && edge.capacity - edge.flow > kFlowEpsilon) {
                level_[size_t(edge.to)] = level_[size_t(u)] + 1;
                queue.push(edge.to);
            }
        }
    }
    return level_[size_t(sink)] >= 0;
}

double MaxFlow::push(int node, int sink, double limit) {
    if (node == sink) return limit;
    auto& adjacent = adjacent_[size_t(node)];
    for (int& i = next_[size_t(node)]; i < int(adjacent.size()); ++i) {
        const int e = adjacent[size_t(i)];
        Edge& edge = edges_[size_t(e)];
        const double residual = edge.capacity - edge.flow;
        if (residual <= kFlowEpsilon || level_[size_t(edge.to)] != level_[size_t(node)] + 1)
            continue;
        const double pushed = push(edge.to, sink, std::min(limit, residual));
        if (pushed > 0) {
            edge.flow += pushed;
            edges_[size_t(e ^ 1)].flow -= pushed;
            return pushed;
        }
    }
    return 0;
}

double MaxFlow::run(int source, int sink) {
    if (source < 0 || sink < 0 || source >= nodes() || sink >= nodes())
        throw std::invalid_argument("MaxFlow: source or sink outside the graph");
    for (Edge& e : edges_) e.flow = 0;
    if (source == sink) return 0;
    double total = 0;
    while (levelGraph(source, sink)) {
        next_.assign(adjacent_.size(), 0);
        while (const double pushed = push(source, sink, std::numeric_limits<double>::infinity()))
            total += pushed;
    }
    return total;
}

}  // namespace atlas::attribution
