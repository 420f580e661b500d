#pragma once
// A test that opens a FIFO must end even when the code under test blocks in open() (as it did
// before readRegularFile): after a grace period this opens the other end for writing, which
// releases a blocked reader, then closes it (the reader sees end of file). The test then fails
// on its own checks instead of hanging the suite.

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

class FifoUnblocker {
public:
    explicit FifoUnblocker(std::string path,
                           std::chrono::milliseconds grace = std::chrono::seconds(2))
        : path_(std::move(path)), thread_([this, grace] { run(grace); }) {}
    ~FifoUnblocker() {
        done_ = true;
        thread_.join();
    }
    // Whether a reader had to be released: the code under test blocked.
    bool released() const { return released_; }

private:
    void run(std::chrono::milliseconds grace) {
        const auto deadline = std::chrono::steady_clock::now() + grace;
        while (!done_) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            if (std::chrono::steady_clock::now() < deadline) continue;
            // Fails with ENXIO while nobody has the FIFO open for reading.
            const int fd = ::open(path_.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd >= 0) {
                released_ = true;
                ::close(fd);
            }
        }
    }

    std::string path_;
    std::atomic<bool> done_{false}, released_{false};
    std::thread thread_;
};
