#pragma once
// The configuration of a model the views hold only as a handle (they never see Model.h): the
// widths and limits a panel shows or clamps its controls to.

#include "Config.h"

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

const atlas::Config& configOf(const atlas::Model& model);

}  // namespace atlas::views
