// Static locals of a task (docs/lowering.md, "Static locals").  Both clones
// of a task, the fast clone and the resume function, are compiled from the
// task's text, so a static local left in the body would be two variables:
// the updates a stolen continuation makes would miss the fast clone's.  It is
// hoisted instead: its declaration moves to file scope, in front of the
// clones, under a name of its own, and the body names it by that name.
//
//     fork_task long f(int n) { static long calls = 0; calls++; ... }
//  => static long __forkc_s120_calls = 0;          (before the clones)
//     ... { ; __forkc_s120_calls++; ... }           (both clones)
//
// A static local whose type is declared inside the task cannot move: a
// const one stays (two copies of a constant are one value), anything else is
// refused.
#include "Forkc.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace forkc {

// A task's static local that moves to file scope.
static bool hoisted(const VarDecl *VD) {
  const auto *FD = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
  return VD->isStaticLocal() && FD && isTask(FD) && !VD->getLocation().isMacroID() &&
         !localTypeDecl(VD->getType());
}

std::string taskStaticName(const VarDecl *VD, const SourceManager &SM) {
  if (!hoisted(VD))
    return {};
  return "__forkc_s" + std::to_string(SM.getFileOffset(SM.getExpansionLoc(VD->getLocation()))) +
         "_" + VD->getName().str();
}

namespace {

class StaticLocals : public RecursiveASTVisitor<StaticLocals> {
public:
  StaticLocals(const SourceManager &SM, FileID File, EditSet &Edits, Reporter *R)
      : SM(SM), File(File), Edits(Edits), R(R) {}
  std::string Definitions;

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    ReducerFns F;
    if (!VD || !hoisted(VD) || reducerOf(VD, F)) // a reducer's: StaticReducers.cpp
      return true;
    SourceLocation L = E->getLocation();
    if (inMacroBody(SM, L, File))
      return true; // Macros.cpp expanded those in this file
    L = SM.getSpellingLoc(L);
    if (SM.getFileID(L) == File)
      rename(L, VD);
    return true;
  }
  bool VisitDeclStmt(DeclStmt *DS) {
    const auto *First = dyn_cast<VarDecl>(*DS->decl_begin());
    if (First && First->isStaticLocal() && !DS->getBeginLoc().isMacroID() &&
        !DS->getEndLoc().isMacroID()) // a macro's stays (Macros.cpp expands what names it)
      Decls.push_back(DS);
    return true;
  }
  // After the traversal: an initialiser naming another static local has
  // that name renamed by then.
  void move() {
    for (const DeclStmt *DS : Decls)
      moveDecl(DS);
  }

private:
  void moveDecl(const DeclStmt *DS) {
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D); VD && !hoisted(VD)) {
        refuseUnlessConst(VD);
        return; // a constant of a type the task declares: stays
      }
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        rename(VD->getLocation(), VD);
    nameFunction(DS);
    unsigned B = SM.getFileOffset(DS->getBeginLoc());
    unsigned E = SM.getFileOffset(DS->getEndLoc()) + 1; // the ';'
    Definitions += Edits.text(B, E) + " ";
    Edits.replace(B, E, ";");
  }
  // `static const char *me = __func__;` at file scope would name no
  // function: the initialiser gets the task's name, as the clones do.
  void nameFunction(const Stmt *S) {
    const auto *PE = dyn_cast<PredefinedExpr>(S);
    if (PE && !functionNameText(PE).empty() && !inMacroBody(SM, PE->getLocation(), File)) {
      unsigned B = SM.getFileOffset(SM.getSpellingLoc(PE->getLocation()));
      Edits.replace(B, B + (unsigned)PE->getIdentKindName().size(), functionNameText(PE));
    }
    for (const Stmt *C : S->children())
      if (C)
        nameFunction(C);
  }
  void rename(SourceLocation L, const VarDecl *VD) {
    unsigned B = SM.getFileOffset(L);
    Edits.replace(B, B + (unsigned)VD->getName().size(), taskStaticName(VD, SM));
  }
  void refuseUnlessConst(const VarDecl *VD) {
    if (!R || VD->getType().isConstQualified())
      return;
    const NamedDecl *T = localTypeDecl(VD->getType());
    R->error(VD->getLocation(),
             "static local '" + VD->getName().str() + "' of a type declared inside fork_task '" +
                 cast<NamedDecl>(VD->getParentFunctionOrMethod())->getNameAsString() + "'",
             "a task's static locals move to file scope (its two clones must share them): "
             "declare '" +
                 (T ? T->getNameAsString() : std::string("the type")) + "' at file scope");
  }

  std::vector<const DeclStmt *> Decls;
  const SourceManager &SM;
  FileID File;
  EditSet &Edits;
  Reporter *R; // null: the errors were reported for the other clone
};

} // namespace

std::string hoistTaskStatics(const FunctionDecl *FD, ASTContext &Ctx, FileID File, EditSet &Edits,
                             Reporter *R) {
  StaticLocals V(Ctx.getSourceManager(), File, Edits, R);
  V.TraverseStmt(FD->getBody());
  V.move();
  return V.Definitions;
}

} // namespace forkc
