#pragma once
// A Hub folder `bench` writes for one of its rows (CausalLmBench, EncoderLmBench): random weights
// of a published model's shape in a temporary directory, removed when the row ends or Ctrl-C
// ends the program, or not written at all when the directory lacks the room (skipped() says so).

#include <QTemporaryDir>
#include <memory>
#include <string>

#include "hub/LlamaWriter.h"

namespace atlas {

class SignalCleanup;

class BenchFolder {
public:
    // Writes `spec` as TMPDIR/…/`name`, saying so on stderr as "a `shape` Hub folder".
    BenchFolder(const LlamaFolderSpec& spec, const std::string& name, const std::string& shape);
    ~BenchFolder();

    const std::string& path() const { return path_; }
    const std::string& skipped() const { return skipped_; }  // empty: written
    double writeSeconds() const { return writeSeconds_; }

private:
    QTemporaryDir dir_;
    std::string path_, skipped_;
    double writeSeconds_ = 0;
    std::unique_ptr<SignalCleanup> cleanup_;  // after dir_: gone before it
};

}  // namespace atlas
