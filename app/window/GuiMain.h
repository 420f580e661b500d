#pragma once
// attention-atlas without a subcommand: the window.

namespace atlas {

// Runs the application: [--model FILE] [TEXT] plus Qt's own options (-platform, -style, …).
int runWindow(int argc, char* argv[]);

}  // namespace atlas
