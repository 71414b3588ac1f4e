// Debug info for the variables that live in a task's frame (docs/debugging.md).
//
// Both clones keep the user's variables as C variables with the user's names,
// except the frame-resident ones (arrays, structs, address-taken scalars;
// FastLocals.cpp), which the lowered text reaches as `__f->arr`.  C cannot
// declare a variable that lives at another variable's address, so the source
// cannot name them; the debug info can.  After code generation, a module pass
// finds in every function the variable `__f` whose type points to a frame
// struct that has such variables, and describes each one as a variable of the
// function located in the frame, the way LLVM's coroutine lowering describes
// what it moves into a coroutine frame:
//
//   -O0, `__f` in a stack slot:   dbg.declare(slot,  arr, DW_OP_deref, DW_OP_plus_uconst off)
//   optimised, `__f` a value V:   dbg.value(V, arr, DW_OP_plus_uconst off, DW_OP_deref)
//
// The field's offset and type come from the frame struct's own debug info, so
// the pass computes no layout.  A register variable renamed because it
// shadows another (`__forkc_i_1`) keeps its records and block but gets the
// user's name back, so the innermost `i` is the one the debugger finds.
// Without -g the module has no debug info and the pass does nothing.
#include "Forkc.h"

#include "clang/Frontend/CompilerInstance.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

namespace forkc {
namespace {

// The frame struct `__f` points to, if the lowering left notes for it.
const TaskDebugInfo *infoOf(const DILocalVariable *Var, const FrameDebugVars &Vars,
                            const DICompositeType *&Frame) {
  if (!Var || Var->getName() != "__f")
    return nullptr;
  const auto *Ptr = dyn_cast_or_null<DIDerivedType>(Var->getType());
  if (!Ptr || Ptr->getTag() != dwarf::DW_TAG_pointer_type)
    return nullptr;
  Frame = dyn_cast_or_null<DICompositeType>(Ptr->getBaseType());
  if (!Frame)
    return nullptr;
  auto It = Vars.find(Frame->getName().str());
  return It == Vars.end() ? nullptr : &It->second;
}

const DIDerivedType *memberNamed(const DICompositeType *Frame, StringRef Field) {
  for (const DINode *N : Frame->getElements())
    if (const auto *M = dyn_cast<DIDerivedType>(N))
      if (M->getTag() == dwarf::DW_TAG_member && M->getName() == Field)
        return M;
  return nullptr;
}

// One variable record (a declare of a slot, or a value), in either debug-info
// form: records attached to instructions, or intrinsic calls.
struct VarRecord {
  Value *Location;
  DILocalVariable *Var;
  const DIExpression *Expr;
  DebugLoc Loc;
  bool Declare;
  Instruction *Before; // records added for it go right in front of it
  DbgVariableRecord *Record;
  DbgVariableIntrinsic *Intrinsic;
};

void describeResidents(const VarRecord &Rec, const std::vector<FrameDebugVar> &Vars,
                       const DICompositeType *Frame, DIBuilder &DIB) {
  DISubprogram *SP = Rec.Var->getScope()->getSubprogram();
  if (!SP || Rec.Expr->getNumElements() != 0)
    return; // a fragment or an already computed location: leave it alone
  for (const FrameDebugVar &V : Vars) {
    const DIDerivedType *M = memberNamed(Frame, V.Field);
    if (!M || M->getOffsetInBits() % 8 != 0)
      continue;
    uint64_t Off = M->getOffsetInBits() / 8;
    DILocalVariable *Var =
        DIB.createAutoVariable(SP, V.Name, SP->getFile(), V.Line, M->getBaseType(),
                               /*AlwaysPreserve=*/true);
    DILocation *Loc = DILocation::get(SP->getContext(), V.Line, 0, SP, Rec.Loc.getInlinedAt());
    if (Rec.Declare) {
      // The slot holds __f: the variable is at *slot + off.
      DIExpression *E = DIB.createExpression(
          ArrayRef<uint64_t>{dwarf::DW_OP_deref, dwarf::DW_OP_plus_uconst, Off});
      DIB.insertDeclare(Rec.Location, Var, E, Loc, Rec.Before);
    } else {
      // The value is __f: the variable is in memory at value + off.
      DIExpression *E = DIB.createExpression(
          ArrayRef<uint64_t>{dwarf::DW_OP_plus_uconst, Off, dwarf::DW_OP_deref});
      DIB.insertDbgValueIntrinsic(Rec.Location, Var, E, Loc, Rec.Before);
    }
  }
}

std::vector<VarRecord> varRecords(Function &F) {
  std::vector<VarRecord> Out;
  for (Instruction &I : instructions(F)) {
    for (DbgVariableRecord &R : filterDbgVars(I.getDbgRecordRange())) {
      if (R.hasArgList() || !(R.isDbgDeclare() || R.isDbgValue()))
        continue;
      Out.push_back({R.getVariableLocationOp(0), R.getVariable(), R.getExpression(),
                     R.getDebugLoc(), R.isDbgDeclare(), &I, &R, nullptr});
    }
    if (auto *D = dyn_cast<DbgVariableIntrinsic>(&I)) {
      if (D->hasArgList() || !(isa<DbgDeclareInst>(D) || isa<DbgValueInst>(D)))
        continue;
      Out.push_back({D->getVariableLocationOp(0), D->getVariable(), D->getExpression(),
                     D->getDebugLoc(), isa<DbgDeclareInst>(D), D->getNextNode(), nullptr, D});
    }
  }
  return Out;
}

// The same variable under the user's name (same block, line, type).
DILocalVariable *userNamed(DILocalVariable *V, StringRef Name) {
  return DILocalVariable::get(V->getContext(), V->getScope(), Name, V->getFile(), V->getLine(),
                              V->getType(), V->getArg(), V->getFlags(), V->getAlignInBits(),
                              V->getAnnotations());
}

// Give the renamed variables of one function their users' names back.
void restoreNames(std::vector<VarRecord> &Records, const TaskDebugInfo &Info) {
  DenseMap<DILocalVariable *, DILocalVariable *> Done;
  for (VarRecord &Rec : Records) {
    if (!Rec.Var)
      continue;
    auto It = Info.Renamed.find(Rec.Var->getName().str());
    if (It == Info.Renamed.end())
      continue;
    DILocalVariable *&New = Done[Rec.Var];
    if (!New)
      New = userNamed(Rec.Var, It->second);
    if (Rec.Record)
      Rec.Record->setVariable(New);
    else
      Rec.Intrinsic->setVariable(New);
  }
}

class FrameDebugVarsPass : public PassInfoMixin<FrameDebugVarsPass> {
public:
  explicit FrameDebugVarsPass(std::shared_ptr<const FrameDebugVars> Vars) : Vars(std::move(Vars)) {}

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    bool Changed = false;
    DIBuilder DIB(M, /*AllowUnresolved=*/false);
    for (Function &F : M) {
      if (F.isDeclaration() || !F.getSubprogram())
        continue;
      std::vector<VarRecord> Records = varRecords(F);
      const TaskDebugInfo *Info = nullptr;
      for (const VarRecord &Rec : Records) {
        const DICompositeType *Frame = nullptr;
        const TaskDebugInfo *I = infoOf(Rec.Var, *Vars, Frame);
        if (!I)
          continue;
        Info = I;
        if (Rec.Location && Rec.Before)
          describeResidents(Rec, I->Resident, Frame, DIB);
      }
      if (!Info)
        continue;
      restoreNames(Records, *Info);
      Changed = true;
    }
    DIB.finalize();
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; } // also at -O0

private:
  std::shared_ptr<const FrameDebugVars> Vars;
};

} // namespace

// At the end of the optimisation pipeline (-O0's too), where `__f`'s records
// are final: earlier, promoting `__f` to a register would drop a declare
// whose expression starts with a dereference.
void addFrameDebugVars(clang::CompilerInstance &CI, FrameDebugVars Vars) {
  if (Vars.empty() || CI.getCodeGenOpts().getDebugInfo() == llvm::codegenoptions::NoDebugInfo)
    return;
  auto Shared = std::make_shared<const FrameDebugVars>(std::move(Vars));
  CI.getCodeGenOpts().PassBuilderCallbacks.push_back([Shared](PassBuilder &PB) {
    PB.registerOptimizerLastEPCallback([Shared](ModulePassManager &MPM, OptimizationLevel) {
      MPM.addPass(FrameDebugVarsPass(Shared));
    });
  });
}

} // namespace forkc
