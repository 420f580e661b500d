#include "PageList.h"

#include "AlignmentPage.h"
#include "ApproxPage.h"
#include "AttentionPage.h"
#include "AttributionPage.h"
#include "CostPage.h"
#include "KernelPage.h"
#include "ResidualPage.h"
#include "RotaryPage.h"
#include "TokensPage.h"
#include "TrainingLabPage.h"

namespace atlas {

QList<Page*> createPages(const PageContext& context, QWidget* parent) {
    // One page a line, in tab order.
    // clang-format off
    return {
        new TokensPage(context, parent),
        new AttentionPage(context, parent),
        new AlignmentPage(context, parent),
        new ResidualPage(context, parent),
        new AttributionPage(context, parent),
        new KernelPage(context, parent),
        new RotaryPage(context, parent),
        new CostPage(context, parent),
        new ApproxPage(context, parent),
        new TrainingLabPage(context, parent),
    };
    // clang-format on
}

}  // namespace atlas
