// Built by the views_see_no_model test, which expects it not to compile (see CMakeLists.txt).
#include "Model.h"
