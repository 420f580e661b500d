#pragma once
// An exception thrown inside an OpenMP region cannot leave it: the runtime calls std::terminate
// (a std::bad_alloc in one head's attention map would end the program, window and all). Every
// parallel loop body runs through one of these, and the first exception is thrown again after
// the region, on the thread that started it.
//
//   ParallelErrors errors;
//   #pragma omp parallel for
//   for (int h = 0; h < H; ++h) errors.run([&] { … });
//   errors.rethrow();

#include <atomic>
#include <exception>
#include <mutex>
#include <utility>

namespace atlas {

class ParallelErrors {
public:
    // Runs body unless an earlier iteration failed (its result would be thrown away); never
    // throws.
    template <typename Body>
    void run(Body&& body) noexcept {
        if (failed_.load(std::memory_order_relaxed)) return;
        try {
            body();
        } catch (...) {
            keep(std::current_exception());
        }
    }
    // After the region: throws the first exception caught in it, if any.
    void rethrow();

private:
    void keep(std::exception_ptr error) noexcept;

    std::atomic<bool> failed_{false};
    std::mutex mutex_;
    std::exception_ptr first_;  // guarded by mutex_
};

}  // namespace atlas
