#include "SignalCleanup.h"

#include <signal.h>
#include <unistd.h>

#include <cstring>
#include <stdexcept>
#include <utility>

namespace atlas {

namespace {

// Copied before any signal can come: the handler must not allocate.
constexpr int kMaxPaths = 8;
constexpr size_t kMaxPath = 4096;
char gPaths[kMaxPaths][kMaxPath];
volatile sig_atomic_t gCount = 0;
struct sigaction gOldInt, gOldTerm;

extern "C" void removeAndDie(int signal) {
    for (int i = 0; i < gCount; ++i)
        if (::unlink(gPaths[i]) != 0) ::rmdir(gPaths[i]);
    ::signal(signal, SIG_DFL);
    ::raise(signal);
}

}  // namespace

SignalCleanup::SignalCleanup(const std::vector<std::string>& paths) {
    if (gCount != 0) throw std::logic_error("SignalCleanup: one at a time");
    if (paths.size() > size_t(kMaxPaths)) throw std::logic_error("SignalCleanup: too many paths");
    for (size_t i = 0; i < paths.size(); ++i) {
        if (paths[i].size() >= kMaxPath) throw std::logic_error("SignalCleanup: a path too long");
        std::memcpy(gPaths[i], paths[i].c_str(), paths[i].size() + 1);
    }
    gCount = sig_atomic_t(paths.size());
    struct sigaction action {};
    action.sa_handler = removeAndDie;
    sigemptyset(&action.sa_mask);
    // A signal the process ignores (a job started with nohup, or in the background of a
    // script) stays ignored.
    for (auto [signal, old] : {std::pair{SIGINT, &gOldInt}, std::pair{SIGTERM, &gOldTerm}}) {
        sigaction(signal, nullptr, old);
        if (old->sa_handler != SIG_IGN) sigaction(signal, &action, nullptr);
    }
}

SignalCleanup::~SignalCleanup() {
    sigaction(SIGINT, &gOldInt, nullptr);
    sigaction(SIGTERM, &gOldTerm, nullptr);
    gCount = 0;
}

}  // namespace atlas
