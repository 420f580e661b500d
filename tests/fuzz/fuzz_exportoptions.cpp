// libFuzzer target: the options of `attention-atlas export` (app/ExportOptions.h), on
// NUL-separated arguments, without and with a session's choices underneath. Bad arguments are
// refused with a UsageError; accepted ones describe an export the command can make (a finite
// scale or DPI within range, a stack, a file to write).

#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "CommandHelp.h"
#include "CommandLine.h"
#include "ExportOptions.h"
#include "FuzzCheck.h"

using namespace atlas;

namespace {

void check(const ExportOptions& o) {
    const double k = o.image.pixelsPerFigurePixel();
    FUZZ_CHECK(std::isfinite(k) && k >= 0.25 && k <= 25);
    FUZZ_CHECK(o.image.dpi == 0 || (o.image.dpi >= 24 && o.image.dpi <= 2400));
    FUZZ_CHECK(!o.stacks.empty() && o.stacks.size() <= 3);
    FUZZ_CHECK(o.layer.kind != ExportOptions::Pick::Mean);
    FUZZ_CHECK(o.layer.index >= 0 && o.head.index >= -1);
    FUZZ_CHECK(o.layerGiven || o.layer.kind == ExportOptions::Pick::One);
    if (o.view == ExportOptions::View::Kv) FUZZ_CHECK(views::isPicture(o.format));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::vector<std::string> args;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i)
        if (i == text.size() || text[i] == '\0') {
            args.emplace_back(text.substr(start, i - start));
            start = i + 1;
        }
    ViewSelection session;
    session.stack = views::Stack::Cross;
    session.layer = 3;
    session.head = -1;
    const ViewSelection* const underneath[] = {nullptr, &session};
    for (const ViewSelection* chosen : underneath) {
        try {
            const CommandLine cl = parseArguments(args, helpOf("export"));
            check(ExportOptions::parse(cl, chosen));
        } catch (const UsageError& e) {
            FUZZ_CHECK(e.what()[0] != '\0');
        }
    }
    return 0;
}
