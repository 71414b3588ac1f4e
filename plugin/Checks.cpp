// Diagnostics for what the lowering cannot support (docs/design.md §1: "a clear
// compile error with the source location and a hint, never a crash and
// never silently wrong code").  Every check here has a lit test in
// test/lit/diag-*.c.
#include "TaskPlan.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <map>
#include <set>

using namespace clang;

namespace forkc {

namespace {

bool isSetjmpName(llvm::StringRef N) {
  return N == "setjmp" || N == "_setjmp" || N == "__sigsetjmp" || N == "sigsetjmp" ||
         N == "longjmp" || N == "_longjmp" || N == "siglongjmp" || N == "__builtin_setjmp" ||
         N == "__builtin_longjmp" || N == "savectx" || N == "vfork";
}
// alloca with an alignment argument: not lowered (the stacklet gives 16).
bool isAllocaName(llvm::StringRef N) {
  return N == "__builtin_alloca_with_align" || N == "__builtin_alloca_with_align_uninitialized";
}

class TaskChecker : public RecursiveASTVisitor<TaskChecker> {
public:
  TaskChecker(const detail::TaskPlan &P, ASTContext &Ctx, Reporter &R)
      : FD(P.FD), Ctx(Ctx), SM(Ctx.getSourceManager()), R(R), File(taskFile(FD, SM)),
        Resident(P.Resident), Layout(P.Layout) {}

  bool VisitVarDecl(VarDecl *VD) {
    if (isa<ParmVarDecl>(VD) && VD->getDeclContext() != FD)
      return true;
    if (VD->getType()->isVariablyModifiedType() && !isTaskVla(VD) && !isVmVar(VD))
      R.error(VD->getLocation(),
              "variably modified type of '" + VD->getName().str() + "' in a fork_task",
              "variable-length arrays and pointers to them (`double (*p)[n]`, a parameter "
              "`double a[n][n]`) are supported, but not `register` or `volatile` ones; use "
              "a plain pointer and index it by hand");
    else if (isVmVar(VD))
      return true;
    else if (VD->getType()->isVariablyModifiedType()) {
      if (VD->getStorageClass() == SC_Register || VD->getType().isVolatileQualified())
        R.error(VD->getLocation(), "register or volatile variable-length array '" +
                                       VD->getName().str() + "' in a fork_task");
      else if (VD->getLocation().isMacroID())
        R.error(VD->getLocation(),
                "variable-length array '" + VD->getName().str() + "' declared inside a macro body",
                "declare it outside the macro: the lowering rewrites the declaration");
      HasVla = true;
    } else if (VD->hasLocalStorage()) {
      if (const NamedDecl *D = localTypeDecl(VD->getType()))
        R.error(VD->getLocation(),
                "type of task local '" + VD->getName().str() +
                    "' uses a type declared inside the function",
                "move the declaration of '" + D->getNameAsString() +
                    "' to file scope: task locals live in a frame struct at file scope");
      if (inMacroBody(VD->getLocation()) && !isa<ParmVarDecl>(VD))
        R.error(VD->getLocation(),
                "task local '" + VD->getName().str() + "' is declared inside a macro body",
                "declare it outside the macro: the lowering rewrites the declaration");
    }
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *Callee = CE->getDirectCallee();
    if (!Callee || !Callee->getIdentifier())
      return true;
    llvm::StringRef N = Callee->getName();
    if (isAllocaName(N))
      R.error(CE->getBeginLoc(), "'" + N.str() + "' in a fork_task",
              "a task's OS stack is left when it is stolen; use a variable-length array "
              "(it lives on the task's stacklet) or forkc_stack_alloc(size) / "
              "forkc_stack_free(ptr), the stacklet allocator");
    else if (isSetjmpName(N))
      R.error(CE->getBeginLoc(), "'" + N.str() + "' in a fork_task",
              "a task may continue on another thread and OS stack after a spawn, "
              "so non-local jumps are not supported; return an error code instead");
    return true;
  }

  // A compound literal lives, like a local, until its block ends, but on the
  // OS stack, which the task leaves when it is stolen (as alloca's memory):
  // once its address is a value, a continuation on another worker, or a
  // child stolen in turn, may read it there after the stack was reused.  A
  // named variable whose address is taken lives in the frame instead.
  bool VisitCompoundLiteralExpr(CompoundLiteralExpr *E) {
    if (!E->isFileScope() && addressEscapes(E))
      R.error(E->getBeginLoc(), "compound literal whose address is used in a fork_task",
              "its storage is on the OS stack, which a task leaves when it is stolen; "
              "declare a variable (`T v = {...};`) and use that: a task keeps a variable "
              "whose address is taken in its frame");
    return true;
  }

  bool VisitGotoStmt(GotoStmt *S) {
    Gotos.push_back(S->getGotoLoc());
    return true;
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *S) {
    R.error(S->getGotoLoc(), "computed goto in a fork_task",
            "the lowering owns the task's control flow; use a switch instead");
    return true;
  }
  bool VisitAddrLabelExpr(AddrLabelExpr *E) {
    R.error(E->getBeginLoc(), "address of a label in a fork_task",
            "labels of a task move into its resume function; use a switch instead");
    return true;
  }

  bool TraverseStmtExpr(StmtExpr *E) {
    ++InStmtExpr;
    bool Ok = RecursiveASTVisitor::TraverseStmtExpr(E);
    --InStmtExpr;
    return Ok;
  }
  bool VisitReturnStmt(ReturnStmt *S) {
    if (InStmtExpr)
      R.error(S->getReturnLoc(), "return inside a statement expression in a fork_task",
              "move the return out of the ({ ... }) expression");
    return true;
  }

  // A macro body that names a task local: fine for a variable the lowering
  // keeps as a C variable of its own name in both clones; not for one that
  // lives in the frame (spelled `__f->x` there) or one renamed because it
  // shadows another local (the macro's name would find the other one).
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (VD && isVmVar(VD) && !readsValue(E) && !assignedWhole(E))
      R.error(E->getLocation(),
              "pointer to a variable-length array '" + VD->getName().str() +
                  "' is incremented, compound-assigned or has its address taken in a fork_task",
              "the lowering keeps it in the frame and reads it through a cast, which is not "
              "an lvalue; assign it with `=`, index it, pass it on or offset it (`" +
                  VD->getName().str() + " + k`)");
    if (!VD || !VD->hasLocalStorage() || !E->getLocation().isMacroID())
      return true;
    if (!inMacroBody(E->getLocation()))
      return true;
    std::string Name = VD->getName().str();
    if (Resident.count(VD))
      R.error(E->getLocation(),
              "task local '" + Name + "' is named inside a macro body but lives in the frame",
              "its address is taken, or it is an array, struct, union, volatile or register "
              "variable, so the lowering spells it `__f->" +
                  Name + "`; pass it to the macro as an argument");
    else if (Layout.FieldOf.lookup(VD) != Name)
      R.error(E->getLocation(),
              "task local '" + Name + "' is named inside a macro body but shadows another '" +
                  Name + "'",
              "rename one of the two variables, or pass it to the macro as an argument");
    return true;
  }

private:
  bool inMacroBody(SourceLocation L) const { return forkc::inMacroBody(SM, L, File); }
  // A use of E's value (an lvalue-to-rvalue conversion) or of its type
  // alone (sizeof, _Alignof, typeof): not an assignment, ++, -- or &.
  bool readsValue(const Expr *E) const {
    for (const DynTypedNode &N : Ctx.getParents(*E)) {
      if (const auto *IC = N.get<ImplicitCastExpr>())
        return IC->getCastKind() == CK_LValueToRValue;
      if (const auto *PE = N.get<ParenExpr>())
        return readsValue(PE);
      return N.get<UnaryExprOrTypeTraitExpr>() != nullptr;
    }
    return true; // no parent: a type's size expression
  }
  // E's address, or that of a part of E, becomes a value: up through the
  // members and elements of E, anything but a read of the value or type
  // (readsValue).
  bool addressEscapes(const Expr *E) const {
    for (const DynTypedNode &N : Ctx.getParents(*E)) {
      if (const auto *PE = N.get<ParenExpr>())
        return addressEscapes(PE);
      if (const auto *ME = N.get<MemberExpr>())
        return addressEscapes(ME);
      if (const auto *IC = N.get<ImplicitCastExpr>();
          IC && IC->getCastKind() == CK_ArrayToPointerDecay)
        for (const DynTypedNode &M : Ctx.getParents(*IC)) // `(int[]){...}[i]`
          if (const auto *AS = M.get<ArraySubscriptExpr>(); AS && AS->getBase() == IC)
            return addressEscapes(AS);
      break;
    }
    return !readsValue(E);
  }
  // E is the whole left side of a plain `=`.
  bool assignedWhole(const Expr *E) const {
    for (const DynTypedNode &N : Ctx.getParents(*E)) {
      if (const auto *PE = N.get<ParenExpr>())
        return assignedWhole(PE);
      const auto *BO = N.get<BinaryOperator>();
      return BO && BO->getOpcode() == BO_Assign && BO->getLHS() == E;
    }
    return false;
  }

  const FunctionDecl *FD;
  ASTContext &Ctx;
  SourceManager &SM;
  Reporter &R;
  FileID File; // the task's own file
public:
  bool HasVla = false;
  std::vector<SourceLocation> Gotos;

private:
  const llvm::DenseSet<const VarDecl *> &Resident; // FrameResident.cpp
  const FrameLayout &Layout;                       // the field names
  int InStmtExpr = 0;
};

class MarkerFinder : public RecursiveASTVisitor<MarkerFinder> {
public:
  explicit MarkerFinder(Reporter &R) : R(R) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const NamedDecl *D = E->getDecl();
    // Each construct's own way out: a spawn can be a call, a join can go,
    // a move has no meaning outside a task.
    const char *What = nullptr, *Hint = nullptr;
    if (namedAs(D, "__forkc_spawn_marker__")) {
      What = "fork_spawn";
      Hint = "mark the enclosing function with fork_task, or call the function plainly "
             "(without fork_spawn)";
    } else if (namedAs(D, "__forkc_join_marker__")) {
      What = "fork_join";
      Hint = "mark the enclosing function with fork_task, or remove the fork_join(): plain "
             "C spawns nothing to wait for";
    } else if (namedAs(D, "__forkc_resume_on_marker__")) {
      What = "forkc_resume_on";
      Hint = "mark the enclosing function with fork_task: only a task's continuation can "
             "move to another worker";
    }
    if (What)
      R.error(E->getBeginLoc(), std::string(What) + " outside a fork_task", Hint);
    return true;
  }

private:
  Reporter &R;
};

} // namespace

bool checkTask(const detail::TaskPlan &P, ASTContext &Ctx, Reporter &R) {
  const FunctionDecl *FD = P.FD;
  unsigned Errors = R.count();
  const auto *FPT = FD->getType()->getAs<FunctionProtoType>();
  if (FPT && FPT->isVariadic())
    R.error(FD->getLocation(), "variadic fork_task '" + FD->getNameAsString() + "'",
            "a task's arguments are copied into its frame; pass an array and a count");
  if (!FD->hasWrittenPrototype() && FD->getNumParams() > 0)
    R.error(FD->getLocation(),
            "fork_task '" + FD->getNameAsString() + "' has an old-style (K&R) definition",
            "write a prototype-style parameter list");
  if (FD->getReturnType()->isVariablyModifiedType() || FD->getReturnType()->isArrayType())
    R.error(FD->getLocation(), "unsupported return type of fork_task");
  for (const FunctionDecl *D : FD->redecls())
    for (const auto *A : D->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "forkc_plain")
        R.error(A->getLocation(),
                "fork_task '" + FD->getNameAsString() + "' is also marked fork_plain",
                "fork_plain keeps a static helper that tasks call plain C; a fork_task is "
                "always lowered: drop one of the two");
  TaskChecker C(P, Ctx, R);
  for (ParmVarDecl *P : FD->parameters())
    C.TraverseDecl(P);
  C.TraverseStmt(FD->getBody());
  // A variable-length array is freed when its block is left; a goto could
  // leave (or re-enter) it without the lowering seeing where.
  if (C.HasVla)
    for (SourceLocation G : C.Gotos)
      R.error(G, "goto in a fork_task that declares variable-length arrays",
              "the lowering frees each array when its block is left and cannot follow a "
              "goto; use structured control flow, or forkc_stack_alloc/forkc_stack_free");
  return R.count() == Errors;
}

bool checkNonTask(const FunctionDecl *FD, ASTContext &Ctx, Reporter &R) {
  unsigned Errors = R.count();
  MarkerFinder M(R);
  M.TraverseStmt(FD->getBody());
  return R.count() == Errors;
}

} // namespace forkc
