// Building a task's plan (TaskPlan.h): every analysis of the task, once.
#include "TaskPlan.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace forkc {
namespace detail {

namespace {

// The leaves the lowering rewrites: variable references (to frame fields or
// renamed registers), stack allocation, the markers of spawns, joins and
// moves, and `__func__`.
class LeafVisitor : public RecursiveASTVisitor<LeafVisitor> {
public:
  BodyLeaves Out;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Out.Refs.push_back(E);
    return true;
  }
  bool VisitPredefinedExpr(PredefinedExpr *E) {
    Out.FunctionNames.push_back(E);
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *C = CE->getDirectCallee();
    if (C && C->getIdentifier() &&
        (C->getName() == "forkc_stack_alloc" || C->getName() == "forkc_stack_free"))
      Out.StackCalls.push_back(CE);
    if (isLoweredAlloca(CE))
      Out.Allocas.push_back(CE);
    if (isJoin(CE) || isResumeOn(CE))
      Out.Markers.push_back(CE);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (asSpawn(BO))
      Out.Markers.push_back(BO);
    if (BO->getOpcode() == BO_Assign)
      if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParens()))
        Out.Assigned.insert(DRE);
    return true;
  }
};

struct SpawnInto {
  const BinaryOperator *Spawn;
  const VarDecl *VD;
  bool Converts; // v's type is not the spawned task's
};

// Every `v = fork_spawn(..)` and `T v = fork_spawn(..)` whose `v` is a plain
// variable, in source order.
std::vector<SpawnInto> spawnsIntoVariables(const FunctionDecl *F) {
  struct Finder : RecursiveASTVisitor<Finder> {
    ASTContext &Ctx;
    std::vector<SpawnInto> Out;
    explicit Finder(ASTContext &C) : Ctx(C) {}
    void add(const VarDecl *VD, const Expr *RHS) {
      const BinaryOperator *Sp = asSpawn(RHS);
      if (!Sp)
        return;
      const CallExpr *CE = spawnedCall(Sp);
      const FunctionDecl *Callee = CE ? CE->getDirectCallee() : nullptr;
      bool Converts = Callee && isTask(Callee) &&
                      !Ctx.hasSameUnqualifiedType(VD->getType(), Callee->getReturnType());
      Out.push_back({Sp, VD, Converts});
    }
    bool VisitBinaryOperator(BinaryOperator *BO) {
      if (BO->getOpcode() == BO_Assign)
        if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
          if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
            add(VD, BO->getRHS()->IgnoreParenImpCasts());
      return true;
    }
    bool VisitVarDecl(VarDecl *VD) {
      if (VD->getInit())
        add(VD, VD->getInit()->IgnoreImpCasts());
      return true;
    }
  } F2(F->getASTContext());
  F2.TraverseStmt(F->getBody());
  return F2.Out;
}

// The spawns into a variable of another type (Conversion): a temporary and a
// pending bit each.
void findConversions(TaskPlan &P, const std::vector<SpawnInto> &Spawns, ASTContext &Ctx) {
  for (const SpawnInto &S : Spawns) {
    if (!S.Converts || !P.Layout.FieldOf.count(S.VD) || !S.VD->getType()->isScalarType())
      continue;
    QualType RT = spawnedCall(S.Spawn)->getDirectCallee()->getReturnType();
    auto Same = [&](const Conversion &C) {
      return C.VD == S.VD && Ctx.hasSameUnqualifiedType(C.From, RT);
    };
    auto It = std::find_if(P.Conversions.begin(), P.Conversions.end(), Same);
    if (It != P.Conversions.end()) {
      It->Spawns.push_back(S.Spawn);
      continue;
    }
    if (P.Conversions.size() == 64) {
      P.ConversionsPastMask.insert(S.Spawn); // the walk says so at the spawn
      continue;
    }
    P.Conversions.push_back(
        {{S.Spawn}, S.VD, RT, P.Layout.addTemp(RT, Ctx), (unsigned)P.Conversions.size()});
  }
}

// The other spawned-into register variables get the next bits; past the
// mask's width the frame is the variable's home.
void findPendingBits(TaskPlan &P, const std::vector<SpawnInto> &Spawns) {
  const char *PastMask = "more than 64 variables receive spawns' values: past the pending "
                         "mask's width, the frame is its home";
  for (const SpawnInto &S : Spawns) {
    const VarDecl *VD = S.VD;
    if (S.Converts || P.Resident.count(VD) || !P.Layout.FieldOf.count(VD) || P.PendBit.count(VD))
      continue;
    unsigned Bit = (unsigned)(P.Conversions.size() + P.PendBit.size());
    if (Bit >= 64) {
      P.Resident.insert(VD);
      P.WhyResident[VD] = PastMask;
      continue;
    }
    P.PendBit[VD] = Bit;
  }
}

// Falling off the end needs the implicit join and epilogue, unless the
// body ends in a return (then it would be dead code: -Wunreachable-code).
bool endsInReturn(const FunctionDecl *FD) {
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  const Stmt *Last = Body->body_empty() ? nullptr : Body->body_back();
  while (Last && isa<LabelStmt>(Last))
    Last = cast<LabelStmt>(Last)->getSubStmt();
  return Last && isa<ReturnStmt>(Last);
}

} // namespace

// The frame's temporaries are laid out in this order: conversions, the
// pending mask, reducer views, the alloca chain, the tail loop's
// accumulator; the walk's follow.
TaskPlan planTask(const FunctionDecl *FD, ASTContext &Ctx) {
  TaskPlan P;
  P.FD = FD;
  P.Layout = computeFrameLayout(FD, Ctx);
  P.Resident = frameResident(FD, &P.WhyResident);
  P.Live = computeLiveness(FD, Ctx.getSourceManager());
  std::vector<SpawnInto> Spawns = spawnsIntoVariables(FD);
  findConversions(P, Spawns, Ctx); // their bits first: they have no other home
  findPendingBits(P, Spawns);
  if (P.usesPend())
    P.Layout.TempDecls.push_back("unsigned long long __forkc_pend");
  findReducers(P);
  LeafVisitor V;
  V.TraverseStmt(FD->getBody());
  P.Leaves = std::move(V.Out);
  P.HasAlloca = !P.Leaves.Allocas.empty();
  P.HasStackCalls = P.HasAlloca || !P.Leaves.StackCalls.empty();
  if (P.HasAlloca)
    P.Layout.TempDecls.push_back("void *__forkc_alloca");
  P.EndsInReturn = endsInReturn(FD);
  P.LazyFrame = P.Resident.empty() && !P.HasStackCalls;
  findTailLoop(P, Ctx);
  return P;
}

// Evaluation order: inner calls first; only the operands C evaluates
// unconditionally (TaskLowering::hoist).
void hoistedTaskCalls(const Expr *E, const CallExpr *Exclude, std::vector<const CallExpr *> &Out) {
  if (!E || isa<UnaryExprOrTypeTraitExpr>(E) || isa<StmtExpr>(E) || isa<GenericSelectionExpr>(E) ||
      isa<BinaryConditionalOperator>(E))
    return;
  // __builtin_choose_expr evaluates only the arm its constant selects.
  if (const auto *Choose = dyn_cast<ChooseExpr>(E)) {
    if (!Choose->isConditionDependent())
      hoistedTaskCalls(Choose->getChosenSubExpr(), Exclude, Out);
    return;
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (asSpawn(BO)) {
      hoistedTaskCalls(BO->getRHS(), Exclude, Out);
      return;
    }
    if (BO->getOpcode() == BO_LAnd || BO->getOpcode() == BO_LOr || BO->getOpcode() == BO_Comma) {
      hoistedTaskCalls(BO->getLHS(), Exclude, Out);
      return;
    }
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    hoistedTaskCalls(CO->getCond(), Exclude, Out);
    return;
  }
  for (const Stmt *C : E->children())
    hoistedTaskCalls(dyn_cast_or_null<Expr>(C), Exclude, Out);
  if (const auto *CE = dyn_cast<CallExpr>(E))
    if (CE != Exclude && taskCallee(CE) && !CE->getType()->isVoidType())
      Out.push_back(CE);
}

const Conversion *TaskPlan::conversionOf(const BinaryOperator *Sp) const {
  for (const Conversion &C : Conversions)
    if (std::find(C.Spawns.begin(), C.Spawns.end(), Sp) != C.Spawns.end())
      return &C;
  return nullptr;
}

const TaskReducer *TaskPlan::reducerFor(const VarDecl *VD) const {
  for (const TaskReducer &Rd : Reducers)
    if (Rd.VD == VD)
      return &Rd;
  return nullptr;
}

void ConstructNumbers::number(const Stmt *Node, Role R) {
  if (!Numbers.emplace(std::make_pair(Node, (unsigned)R), Next).second)
    Twice.push_back(Node);
  ++Next;
}

void ConstructNumbers::addTemp(const Stmt *Node, QualType T, FrameLayout &L,
                               const ASTContext &Ctx) {
  if (!Temps.emplace(Node, L.addTemp(T, Ctx)).second)
    Twice.push_back(Node);
}

const Stmt *
ConstructNumbers::firstNotIn(const std::set<std::pair<const Stmt *, unsigned>> &Met) const {
  const Stmt *First = nullptr;
  unsigned FirstK = ~0u;
  for (const auto &[Key, K] : Numbers)
    if (!Met.count(Key) && K < FirstK) {
      First = Key.first;
      FirstK = K;
    }
  for (const auto &[Node, T] : Temps)
    if (!First && !Met.count({Node, Temp}))
      First = Node;
  return First;
}

unsigned ConstructNumbers::point(const Stmt *Node, Role R) const {
  auto It = Numbers.find({Node, R});
  return It == Numbers.end() ? 0 : It->second;
}

const std::string *ConstructNumbers::temp(const Stmt *Node) const {
  auto It = Temps.find(Node);
  return It == Temps.end() ? nullptr : &It->second;
}

} // namespace detail
} // namespace forkc
