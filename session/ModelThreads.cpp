#include "ModelThreads.h"

#include <QThread>
#include <algorithm>

#include "Model.h"

namespace atlas::views {

void useThreadsFor(const atlas::Model& model) {
    // The threshold of ModelWorker.cpp, which measured it (~5 ms on one thread against
    // 100–700 ms on two for a 20-token sentence through the built-in model).
    constexpr long long kParallelFrom = 20'000'000;  // parameters
    const int cores = std::max(QThread::idealThreadCount(), 1);
    atlas::setThreadCount(model.config().parameterCount() < kParallelFrom ? 1 : cores);
}

}  // namespace atlas::views
