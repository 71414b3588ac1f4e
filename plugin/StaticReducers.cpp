// Reducers with static storage (docs/lowering.md, "Reducers with static
// storage").  No frame keeps their views, so the running strand does: every
// reference to one, in any function of the translation unit, task or plain C,
// becomes the strand's view of it, looked up by the variable's address
// (abi.h, forkc_hyper_view; runtime/hypermap.c):
//
//     total += v;
//  => (*(__typeof__(total) *)forkc_hyper_view((void *)&(total), sizeof(total),
//         __alignof__(total), id, red)) += v;
//
// Off the workers, and on the strand a root starts with, that is the
// variable itself.  A plain C function runs in one strand from its entry to
// its return (a task it calls is a nested root, which hands the strand's map
// back; a fold keeps the views of the map it folds into where they are), so
// it looks a file-scope reducer up once, at its entry:
//
//     static void add(long x) { total += x; }
//  => static void add(long x) { __typeof__(total) *__forkc_view_total =
//         (__typeof__(total) *)forkc_hyper_view(...); (*__forkc_view_total) += x; }
//
// A task may change strands at every spawn, join and call, so each of its
// references looks up.  A fork_for body names its own view instead (ForLoops.cpp);
// the `&total` it hands its generated task is rewritten here, so a loop
// starts from the view of the strand that runs it.
#include "Forkc.h"
#include "TaskLowering.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace forkc {

namespace {

class StaticReducerRefs : public RecursiveASTVisitor<StaticReducerRefs> {
public:
  StaticReducerRefs(const SourceManager &SM, FileID File, EditSet &Edits, Reporter *R, bool AtEntry)
      : SM(SM), File(File), Edits(Edits), R(R), AtEntry(AtEntry) {}
  // Looked up at the function's entry: the declarations to put there.
  std::string EntryViews;

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    ReducerFns F;
    if (!VD || !VD->hasGlobalStorage() || !reducerOf(VD, F) || F.View)
      return true;
    SourceLocation L = E->getLocation();
    if (inMacroBody(SM, L, File)) {
      // Macros.cpp expanded the invocations in this file; one from a
      // header's macro inside another header's function is out of reach.
      if (R)
        R->error(SM.getExpansionLoc(L),
                 "reducer '" + VD->getName().str() + "' is named in the body of a macro",
                 "write the name in the function, or expand the macro by hand");
      return true;
    }
    L = SM.getSpellingLoc(L);
    if (SM.getFileID(L) != File)
      return true;
    unsigned B = SM.getFileOffset(L);
    unsigned End = B + (unsigned)VD->getName().size();
    if (AtEntry && VD->isFileVarDecl()) {
      Edits.replace(B, End, "(*" + entryView(VD, F) + ")");
      return true;
    }
    std::string Name = taskStaticName(VD, SM); // a task's static local moves
    Edits.replace(B, End, "(*" + viewOf(Name.empty() ? VD->getName() : Name, F) + ")");
    return true;
  }
  // A static variable's initialiser is a constant: `&total` stays.
  bool TraverseVarDecl(VarDecl *VD) {
    return VD->hasGlobalStorage() || RecursiveASTVisitor::TraverseVarDecl(VD);
  }

private:
  // A pointer to the running strand's view of N.
  static std::string viewOf(llvm::StringRef N, const ReducerFns &F) {
    std::string X = "(" + N.str() + ")";
    return "(__typeof__" + X + " *)forkc_hyper_view((void *)&" + X + ", sizeof" + X +
           ", __alignof__" + X + ", " + F.Identity + ", " + F.Reduce + ")";
  }
  // The local that holds it, declared once at the entry.
  std::string entryView(const VarDecl *VD, const ReducerFns &F) {
    std::string Local = "__forkc_view_" + VD->getName().str();
    if (Declared.insert(VD).second)
      EntryViews += "__typeof__(" + VD->getName().str() + ") *" + Local + " = " +
                    viewOf(VD->getName(), F) + "; ";
    return Local;
  }

  const SourceManager &SM;
  FileID File;
  EditSet &Edits;
  Reporter *R; // null: the other clone's pass reports
  bool AtEntry;
  llvm::SmallPtrSet<const VarDecl *, 4> Declared;
};

} // namespace

void addStaticReducerViews(const FunctionDecl *FD, ASTContext &Ctx, FileID File, EditSet &Edits,
                           Reporter *R) {
  const SourceManager &SM = Ctx.getSourceManager();
  StaticReducerRefs V(SM, File, Edits, R, /*AtEntry=*/!isTask(FD));
  V.TraverseStmt(FD->getBody());
  if (isTask(FD))
    return; // its lowering includes abi.h before it (Emit.cpp)
  if (!V.EntryViews.empty()) {
    const auto *Body = cast<CompoundStmt>(FD->getBody());
    Edits.insert(SM.getFileOffset(Body->getLBracLoc()) + 1, " " + V.EntryViews);
  }
  // Before the function, as a task's lowering does: not at the top of the
  // file, where its system headers would come before the user's #defines.
  SourceLocation At = SM.getExpansionLoc(FD->getSourceRange().getBegin());
  if (SM.getFileID(At) != File)
    return;
  PresumedLoc P = SM.getPresumedLoc(At);
  unsigned Off = SM.getFileOffset(At);
  Edits.insert(Off, detail::declarationSeparator(SM.getBufferData(File).take_front(Off)) +
                        "\n#include <forkc/abi.h>\n#line " + std::to_string(P.getLine()) + " " +
                        detail::cString(P.getFilename()) + "\n");
}

bool hasStaticReducerRefs(const FunctionDecl *FD) {
  struct Finder : RecursiveASTVisitor<Finder> {
    bool Found = false;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      const auto *VD = dyn_cast<VarDecl>(E->getDecl());
      ReducerFns F;
      Found |= VD && VD->hasGlobalStorage() && reducerOf(VD, F) && !F.View;
      return !Found;
    }
  } F;
  F.TraverseStmt(FD->getBody());
  return F.Found;
}

} // namespace forkc
