#include "ParallelErrors.h"

namespace atlas {

void ParallelErrors::keep(std::exception_ptr error) noexcept {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (!first_) first_ = std::move(error);
    failed_.store(true, std::memory_order_relaxed);
}

void ParallelErrors::rethrow() {
    std::exception_ptr error;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        error = std::exchange(first_, nullptr);
        failed_.store(false, std::memory_order_relaxed);
    }
    if (error) std::rethrow_exception(error);
}

}  // namespace atlas
