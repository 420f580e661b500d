#include "MappingGuard.h"

#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <mutex>

#include "FileError.h"

namespace atlas {

namespace {

// Read by the signal handler: atomics only, no allocation, no lock.
struct Slot {
    std::atomic<uintptr_t> begin{0}, end{0};  // begin 0: free
    std::atomic<bool> changed{false};
    char path[1024] = {};
};

std::array<Slot, 256> slots;
std::mutex registering;
struct sigaction previous {};

void passOn(int signal, siginfo_t* info, void* context) {
    if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction) {
        previous.sa_sigaction(signal, info, context);
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        previous.sa_handler(signal);
    } else {
        ::signal(SIGBUS, SIG_DFL);  // the faulting read runs again and ends the process
    }
}

void onBusError(int signal, siginfo_t* info, void* context) {
    const uintptr_t address = uintptr_t(info->si_addr);
    for (Slot& s : slots) {
        const uintptr_t begin = s.begin.load(std::memory_order_acquire);
        const uintptr_t end = s.end.load(std::memory_order_acquire);
        if (begin == 0 || address < begin || address >= end) continue;
        // The file lost the bytes from this page on: they read as zeros from now (mmap is not
        // on POSIX's async-signal-safe list, but a system call like the others on Linux).
        const uintptr_t page = address & ~uintptr_t(::sysconf(_SC_PAGESIZE) - 1);
        void* zeros = ::mmap(reinterpret_cast<void*>(page), end - page, PROT_READ,
                             MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (zeros == MAP_FAILED) break;
        s.changed.store(true, std::memory_order_release);
        return;
    }
    passOn(signal, info, context);
}

void install() {
    struct sigaction action {};
    action.sa_sigaction = onBusError;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, &previous);
}

}  // namespace

void MappingGuard::watch(const void* data, size_t size, const std::string& path) {
    static std::once_flag installed;
    std::call_once(installed, install);
    const std::lock_guard lock(registering);
    for (Slot& s : slots) {
        if (s.begin.load() != 0) continue;
        std::strncpy(s.path, path.c_str(), sizeof s.path - 1);
        s.changed.store(false);
        s.end.store(uintptr_t(data) + size);
        s.begin.store(uintptr_t(data), std::memory_order_release);
        return;
    }
    // More than 256 files mapped at once: this one is read unguarded, as before the guard.
}

void MappingGuard::forget(const void* data) {
    const std::lock_guard lock(registering);
    for (Slot& s : slots)
        if (s.begin.load() == uintptr_t(data)) {
            s.begin.store(0);
            s.changed.store(false);
        }
}

std::string MappingGuard::changedFile() {
    const std::lock_guard lock(registering);
    for (const Slot& s : slots)
        if (s.begin.load() != 0 && s.changed.load()) return s.path;
    return {};
}

void MappingGuard::throwIfChanged() {
    const std::string path = changedFile();
    if (!path.empty())
        throw ReadError(path, "changed on disk while open (it is shorter now); open it again");
}

}  // namespace atlas
