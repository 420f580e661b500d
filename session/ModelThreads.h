#pragma once
// How many threads a model's products use on the calling (worker) thread, by one rule for every
// page: one for a small model, whose products are over before a parallel region wakes its
// threads (and on a busy two-core machine a stalled second thread costs hundreds of
// milliseconds, which would drown the KV cache page's timings), every core for a large one.

namespace atlas {
class Model;
}

namespace atlas::views {

void useThreadsFor(const atlas::Model& model);

}  // namespace atlas::views
