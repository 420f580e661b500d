#include "BenchProcess.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <stdexcept>

extern char** environ;

namespace atlas {

namespace {

[[noreturn]] void failed(const std::string& what, int error) {
    throw std::runtime_error("bench: " + what + ": " + std::strerror(error));
}

// Reads the pipe to its end, then reaps the child: its exit status decides.
std::string collect(int fd, pid_t child) {
    std::string out;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        out.append(buffer, size_t(n));
    }
    ::close(fd);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0)
        if (errno != EINTR) failed("waiting for the child process", errno);
    if (WIFSIGNALED(status))
        throw std::runtime_error("bench: the child process was killed by signal " +
                                 std::to_string(WTERMSIG(status)));
    if (WEXITSTATUS(status) != 0)
        throw std::runtime_error("bench: the child process exited with status " +
                                 std::to_string(WEXITSTATUS(status)));
    return out;
}

}  // namespace

std::string runThisProgram(const std::vector<std::string>& args) {
    std::vector<std::string> words{"attention-atlas"};
    words.insert(words.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    int pipe[2];
    if (::pipe2(pipe, O_CLOEXEC) != 0) failed("pipe", errno);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO);  // dup2 clears CLOEXEC
    pid_t child = 0;
    const int error =
        posix_spawn(&child, "/proc/self/exe", &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(pipe[1]);
    if (error != 0) {
        ::close(pipe[0]);
        failed("cannot run /proc/self/exe", error);
    }
    return collect(pipe[0], child);
}

ResidentMemory residentMemory() {
    ResidentMemory m;
    std::ifstream status("/proc/self/status");
    std::string key;
    uint64_t kib = 0;
    while (status >> key) {
        uint64_t* field = key == "VmHWM:"     ? &m.peak
                          : key == "VmRSS:"   ? &m.now
                          : key == "RssAnon:" ? &m.anonymous
                          : key == "RssFile:" ? &m.file
                                              : nullptr;
        if (field && status >> kib) *field = kib * 1024;
        status.ignore(1 << 20, '\n');
    }
    return m;
}

}  // namespace atlas
