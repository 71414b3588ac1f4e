// The fork_task attribute.  docs/design.md §2 "Facts": a ParsedAttrInfo with the GNU
// and C23 spellings, limited to functions, that attaches an
// AnnotateAttr("fork_task"); annotations are inherited by redeclarations, so
// a prototype in a header marks the definition too.
#include "Forkc.h"

#include "clang/AST/Attr.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace {

struct ForkTaskAttrInfo : public ParsedAttrInfo {
  ForkTaskAttrInfo() {
    static constexpr Spelling S[] = {{ParsedAttr::AS_GNU, "fork_task"},
                                     {ParsedAttr::AS_C23, "fork_task"},
                                     {ParsedAttr::AS_C23, "forkc::fork_task"}};
    Spellings = S;
    NumArgs = 0;
    OptArgs = 0;
  }

  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &Attr, const Decl *D) const override {
    if (isa<FunctionDecl>(D))
      return true;
    DiagnosticsEngine &DE = S.getDiagnostics();
    S.Diag(Attr.getLoc(), DE.getCustomDiagID(DiagnosticsEngine::Error,
                                             "'fork_task' attribute only applies to functions"));
    S.Diag(Attr.getLoc(),
           DE.getCustomDiagID(DiagnosticsEngine::Note,
                              "put fork_task on the declaration or definition of a function: "
                              "fork_task long f(int n) { ... }"));
    return false;
  }

  AttrHandling handleDeclAttribute(Sema &S, Decl *D, const ParsedAttr &Attr) const override {
    if (!D->hasAttr<AnnotateAttr>() || !forkc::isTask(dyn_cast<FunctionDecl>(D)))
      D->addAttr(AnnotateAttr::Create(S.Context, "fork_task", nullptr, 0, Attr.getRange()));
    return AttributeApplied;
  }
};

} // namespace

// `__attribute__((fork_task))` and `[[fork_task]]` written while forkc.h is
// included: in the plugin's parse forkc.h defines the macro
// `fork_task` as `__attribute__((fork_task))`, so the user's attribute reaches
// the parser as `__attribute__((__attribute__((fork_task))))`.  Clang reads
// the inner keyword as an attribute named `__attribute__` (normalised to
// `attribute`) whose argument is the expression `(fork_task)`, which names the
// variable forkc.h declares for this purpose before defining the macro.  This
// attribute accepts exactly that shape and marks the function a task.
struct NestedForkTaskAttrInfo : public ParsedAttrInfo {
  NestedForkTaskAttrInfo() {
    static constexpr Spelling S[] = {{ParsedAttr::AS_GNU, "attribute"},
                                     {ParsedAttr::AS_C23, "attribute"}};
    Spellings = S;
    NumArgs = 0;
    OptArgs = 1;
  }
  bool acceptsLangOpts(const LangOptions &LO) const override { return !LO.CPlusPlus; }

  static bool namesForkTask(const ParsedAttr &Attr) {
    if (Attr.getNumArgs() != 1 || !Attr.isArgExpr(0))
      return false;
    const auto *DRE = dyn_cast_or_null<DeclRefExpr>(Attr.getArgAsExpr(0)->IgnoreParens());
    return DRE && DRE->getDecl()->getIdentifier() && DRE->getDecl()->getName() == "fork_task";
  }
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &Attr, const Decl *D) const override {
    if (isa<FunctionDecl>(D) && namesForkTask(Attr))
      return true;
    DiagnosticsEngine &DE = S.getDiagnostics();
    S.Diag(Attr.getLoc(), DE.getCustomDiagID(DiagnosticsEngine::Error,
                                             "'fork_task' inside an attribute applies only to "
                                             "functions, alone: __attribute__((fork_task))"));
    return false;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D, const ParsedAttr &Attr) const override {
    if (!forkc::isTask(dyn_cast<FunctionDecl>(D)))
      D->addAttr(AnnotateAttr::Create(S.Context, "fork_task", nullptr, 0, Attr.getRange()));
    return AttributeApplied;
  }
};

static ParsedAttrInfoRegistry::Add<ForkTaskAttrInfo> X("fork_task", "marks a forkc task");
static ParsedAttrInfoRegistry::Add<NestedForkTaskAttrInfo>
    XN("fork_task_nested", "fork_task spelled as an attribute while forkc.h is included");

namespace forkc {
bool isTask(const FunctionDecl *FD) {
  if (!FD)
    return false;
  if (isHelperTask(FD))
    return true;
  // Any redeclaration counts: a later `fork_task` definition marks calls
  // that were resolved against an earlier plain prototype as well.
  for (const FunctionDecl *R : FD->redecls())
    for (const auto *A : R->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "fork_task")
        return true;
  return false;
}
} // namespace forkc
