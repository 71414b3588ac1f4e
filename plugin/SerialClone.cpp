// The serial clone of a task, for the work/span profiler only: the task's
// own text compiled as its serial elision, under a reserved name, calling the
// serial clones of the tasks it spawns and calls.  An instrumented spawn or
// call runs it instead of the task when the runtime predicts a subtree too
// small to time strand by strand (abi.h, forkc_wsp_cut_), and times it whole
// (docs/workspan.md, "Subtrees timed whole").
//
// The clone is the body's original text, not an edit of it: the markers and
// task names it contains are redefined around it, so whatever spelled them
// (the user's text, a macro, the Cilk keywords) yields the serial elision:
//
//   static __attribute__((unused)) __typeof__(fib) __forkc_ser_fib;  (each task named)
//   #pragma push_macro("fork_spawn")  ... each name below
//   #undef fork_spawn                 ...
//   #define fork_spawn(call) (call)   (and fork_join, fork_task, the markers)
//   #define fib(...) (forkc_wsp_serial_() ? __forkc_ser_fib : fib)(__VA_ARGS__)
//   #line <the body's line> "file"
//   static long __forkc_ser_fib(int n __attribute__((unused))) { ...the body as written... }
//   #undef fib ...
//   #pragma pop_macro("fork_spawn")   ... each name, in reverse
//
// A task gets one only where that text means what the task means: no static
// locals (the copy would have its own), reducers, loops, forkc_resume_on or
// other runtime calls, __func__ (assert's too) or __builtin_FUNCTION, indirect
// spawns, block-scope function declarations, a task name that is also a
// macro, a member or a local; tasks first declared with a prototype, and only
// tasks of this translation unit that have a serial clone themselves.
#include "Forkc.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/IdentifierTable.h"

using namespace clang;

namespace forkc {
namespace {

const SerialClones *Current = nullptr;

// What a task's body needs from others for its serial clone, and whether it
// can have one at all (taken alone).
class BodyScan : public RecursiveASTVisitor<BodyScan> {
public:
  explicit BodyScan(const llvm::StringSet<> &TaskNames) : TaskNames(TaskNames) {}
  bool Ok = true;
  llvm::SmallPtrSet<const FunctionDecl *, 4> Tasks; // canonical decls

  bool VisitVarDecl(VarDecl *VD) {
    ReducerFns F;
    if (VD->isStaticLocal() || VD->getTLSKind() != VarDecl::TLS_None || reducerOf(VD, F) ||
        TaskNames.count(VD->getName()))
      Ok = false;
    return Ok;
  }
  // A block-scope declaration `long g(int);` would meet g's macro.
  bool VisitFunctionDecl(FunctionDecl *) { return Ok = false; }
  bool VisitSourceLocExpr(SourceLocExpr *) { return Ok = false; }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const ValueDecl *D = E->getDecl();
    StringRef N = D->getName();
    if (N == "__forkc_spawn_marker__" || N == "__forkc_join_marker__")
      return true;
    if (N.starts_with("__forkc") || N.starts_with("forkc_")) {
      Ok = false;
      return false;
    }
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      if (isTask(FD))
        Tasks.insert(FD->getCanonicalDecl());
    if (const auto *VD = dyn_cast<VarDecl>(D)) {
      ReducerFns F;
      if (reducerOf(VD, F))
        Ok = false;
    }
    return Ok;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (TaskNames.count(E->getMemberDecl()->getName()))
      Ok = false;
    return Ok;
  }
  bool VisitPredefinedExpr(PredefinedExpr *) { return Ok = false; }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (const BinaryOperator *S = asSpawn(B)) {
      const CallExpr *CE = spawnedCall(S);
      if (CE && !CE->getDirectCallee())
        Ok = false;
    }
    return Ok;
  }
  bool VisitStmt(Stmt *S) {
    if (isForkFor(S))
      Ok = false;
    return Ok;
  }

private:
  const llvm::StringSet<> &TaskNames;
};

// `__typeof__(f)` gives the clone f's parameters only if f was first
// declared with them.
bool prototyped(const FunctionDecl *FD) {
  return FD->getFirstDecl()->getType()->getAs<FunctionProtoType>() != nullptr;
}

bool plainParams(const FunctionDecl *FD) {
  if (FD->isVariadic() || !prototyped(FD))
    return false;
  for (const ParmVarDecl *P : FD->parameters())
    if (!P->getIdentifier() || P->getLocation().isMacroID() ||
        P->getType()->isVariablyModifiedType())
      return false;
  return true;
}

} // namespace

std::string serialCloneName(const FunctionDecl *FD) {
  return "__forkc_ser_" + FD->getNameAsString();
}

void findSerialClones(ASTContext &Ctx, SerialClones &Out) {
  SourceManager &SM = Ctx.getSourceManager();
  std::vector<const FunctionDecl *> Defs;
  llvm::StringSet<> Names;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (auto *FD = dyn_cast<FunctionDecl>(D))
      if (isTask(FD)) {
        Names.insert(FD->getName());
        if (FD->doesThisDeclarationHaveABody() && taskFile(FD, SM).isValid())
          Defs.push_back(FD);
      }
  // Candidates, and the tasks each calls; then drop, until nothing changes,
  // every candidate that calls a task without a serial clone.
  SerialClones Needs;
  llvm::DenseSet<const FunctionDecl *> Candidates;
  for (const FunctionDecl *FD : Defs) {
    if (isLoopTask(FD) || !plainParams(FD) || Ctx.Idents.get(FD->getName()).hasMacroDefinition())
      continue;
    BodyScan Scan(Names);
    Scan.TraverseStmt(const_cast<Stmt *>(FD->getBody()));
    if (!Scan.Ok)
      continue;
    // Each callee is declared at file scope before this body, where its
    // clone's prototype goes (Emit.cpp).
    bool Visible = true;
    for (const FunctionDecl *C : Scan.Tasks)
      Visible &= C->getDeclContext()->isTranslationUnit() && prototyped(C) &&
                 SM.isBeforeInTranslationUnit(C->getBeginLoc(), FD->getBody()->getBeginLoc()) &&
                 !Ctx.Idents.get(C->getName()).hasMacroDefinition();
    if (!Visible)
      continue;
    // By name: the clone's text must not depend on where decls were allocated.
    auto &N = Needs[FD->getCanonicalDecl()];
    N.assign(Scan.Tasks.begin(), Scan.Tasks.end());
    llvm::sort(N, [](const FunctionDecl *A, const FunctionDecl *B) {
      return A->getName() < B->getName();
    });
    Candidates.insert(FD->getCanonicalDecl());
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto &N : Needs) {
      if (!Candidates.count(N.first))
        continue;
      for (const FunctionDecl *C : N.second)
        if (!Candidates.count(C)) {
          Candidates.erase(N.first);
          Changed = true;
          break;
        }
    }
  }
  for (auto &N : Needs)
    if (Candidates.count(N.first))
      Out.insert(std::move(N));
}

void setSerialClones(const SerialClones *Map) { Current = Map; }

bool hasSerialClone(const FunctionDecl *FD) {
  return Current && Current->count(FD->getCanonicalDecl());
}

std::string serialClonePrototype(const FunctionDecl *FD) {
  return "static __attribute__((unused)) __typeof__(" + FD->getNameAsString() + ") " +
         serialCloneName(FD) + ";";
}

std::string serialCloneText(const FunctionDecl *FD, const ASTContext &Ctx, StringRef Body,
                            const std::string &Line) {
  // The markers of include/forkc.h, as the serial elision defines them.
  static const std::pair<const char *, const char *> Markers[] = {
      {"fork_spawn", "fork_spawn(call) (call)"},
      {"fork_join", "fork_join() ((void)0)"},
      {"fork_task", "fork_task"},
      {"__forkc_spawn_marker__", "__forkc_spawn_marker__ 0"},
      {"__forkc_join_marker__", "__forkc_join_marker__() ((void)0)"},
  };
  // The tasks the body names, and FD itself (its clone's prototype; a
  // recursive body names it already).
  llvm::SmallVector<const FunctionDecl *, 4> Tasks(Current->lookup(FD->getCanonicalDecl()));
  if (!llvm::is_contained(Tasks, FD->getCanonicalDecl()))
    Tasks.push_back(FD->getCanonicalDecl());
  std::string Protos, Push, Pop, Defs, Undefs;
  auto Save = [&](const std::string &N) {
    Push += "\n#pragma push_macro(\"" + N + "\")\n#undef " + N;
    Pop = "\n#pragma pop_macro(\"" + N + "\")" + Pop;
  };
  for (const auto &M : Markers) {
    Save(M.first);
    Push += std::string("\n#define ") + M.second;
  }
  for (const FunctionDecl *C : Tasks) {
    std::string N = C->getNameAsString();
    Protos += "\n" + serialClonePrototype(C);
    Save(N);
    Defs += "\n#define " + N + "(...) (forkc_wsp_serial_() ? " + serialCloneName(C) + " : " + N +
            ")(__VA_ARGS__)";
    Undefs += "\n#undef " + N;
  }
  std::string Params;
  for (const ParmVarDecl *P : FD->parameters())
    Params += (Params.empty() ? "" : ", ") + declText(P->getType(), P->getName(), Ctx) +
              " __attribute__((unused))";
  std::string Sig =
      serialCloneName(FD) + "(" + (Params.empty() ? std::string("void") : Params) + ")";
  return Protos + Push + Defs + Line + "static " + declText(FD->getReturnType(), Sig, Ctx) + " " +
         Body.str() + Undefs + Pop + "\n";
}

} // namespace forkc
