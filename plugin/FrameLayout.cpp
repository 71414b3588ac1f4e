// Frame layout, docs/design.md §2.1, the frame ("correct first"): the frame holds the ABI
// header, the parameters and every non-static local of the task, each under a
// unique field name so that shadowed names (`int i` in two loops) work.
// The resume function ("slow clone") reads all of them from here; which of
// them the fast clone (step 2) keeps in registers is FrameResident.cpp's job.
// Under AddressSanitizer the struct has a redzone after each array.  The C
// text of types is CTypes.cpp's, the generated symbols' names Names.cpp's.
#include "Forkc.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace forkc {

namespace {
class LocalCollector : public RecursiveASTVisitor<LocalCollector> {
public:
  std::vector<const VarDecl *> Locals;
  bool VisitVarDecl(VarDecl *VD) {
    if (!isa<ParmVarDecl>(VD) && VD->hasLocalStorage())
      Locals.push_back(VD);
    return true;
  }
};

std::string uniqueName(FrameLayout &L, llvm::StringRef Base) {
  std::string Name = Base.empty() ? std::string("__v") : Base.str();
  if (!L.Used.count(Name)) {
    L.Used.insert(Name);
    return Name;
  }
  for (unsigned I = 1;; ++I) {
    std::string N = Name + "_" + std::to_string(I);
    if (!L.Used.count(N)) {
      L.Used.insert(N);
      return N;
    }
  }
}
} // namespace

std::string FrameLayout::addTemp(QualType T, const ASTContext &Ctx) {
  std::string N = uniqueName(*this, "__t" + std::to_string(TempDecls.size()));
  TempDecls.push_back(declText(frameType(T, Ctx), N, Ctx));
  return N;
}

FrameLayout computeFrameLayout(const FunctionDecl *FD, ASTContext &Ctx) {
  FrameLayout L;
  L.Used.insert("hdr"); // the ABI header is the first member
  auto Add = [&](std::vector<FrameVar> &To, const VarDecl *VD) {
    std::string F = uniqueName(L, VD->getName());
    L.FieldOf[VD] = F;
    if (!isTaskVla(VD) && !isVmVar(VD)) {
      To.push_back({VD, F, declText(frameType(VD->getType(), Ctx), F, Ctx)});
      return;
    }
    // A variable-length array: its stacklet memory and the value of each
    // variable dimension, taken when the declaration runs (EmitVla.cpp).
    // A pointer to a variable-length array: the pointer, and its dimensions
    // taken at entry (a parameter) or at its declaration (a local).
    std::string D = isVmVar(VD) ? declText(frameType(VD->getType(), Ctx), F, Ctx) : "void *" + F;
    size_t Dims = variableDims(VD->getType(), Ctx).size();
    for (size_t K = 0; K < Dims; ++K)
      D += "; __SIZE_TYPE__ " + dimField(F, K);
    To.push_back({VD, F, D});
  };
  for (const ParmVarDecl *P : FD->parameters())
    Add(L.Params, P);
  LocalCollector C;
  C.TraverseStmt(FD->getBody());
  for (const VarDecl *VD : C.Locals)
    Add(L.Locals, VD);
  return L;
}

bool asanFrames(const FunctionDecl *FD) {
  return FD->getASTContext().getLangOpts().Sanitize.has(SanitizerKind::Address);
}

// Under AddressSanitizer every array in the frame is followed by a redzone
// that the frame's allocation poisons (asanFrameReady), as ASan does for
// arrays on the OS stack: an overflow is reported at the user's line.  Not
// a transient array's field, which nothing uses (the array is a C local,
// with ASan's own redzones): it would poison the lazy frame that its task
// can now have, and a thief copies that frame whole (runtime/native.c).
std::string FrameLayout::structDef(const FunctionDecl *FD) const {
  bool Asan = asanFrames(FD);
  llvm::DenseSet<const VarDecl *> Transient;
  if (Asan)
    Transient = transientLocals(FD);
  // The work/span state right after the header, where the runtime finds it
  // (abi.h, forkc_wsp_framed_).
  std::string S = frameStructName(FD) + " {\n    forkc_frame hdr;\n" +
                  wspText("    forkc_wsp_frame_ __forkc_wsp;\n");
  std::string Poison;
  unsigned K = 0;
  for (const auto *V : {&Params, &Locals})
    for (const FrameVar &F : *V) {
      S += "    " + F.Decl + ";\n";
      if (Asan && F.VD->getType()->isConstantArrayType() && !Transient.count(F.VD)) {
        std::string RZ = "__forkc_rz_" + std::to_string(K++);
        S += "    char " + RZ + "[32];\n";
        Poison += "__asan_poison_memory_region(&__f->" + RZ + ", sizeof __f->" + RZ + "); ";
      }
    }
  for (const std::string &T : TempDecls)
    S += "    " + T + ";\n";
  S += "};\n";
  if (Asan)
    S += "static inline __attribute__((unused)) " + frameStructName(FD) + " *" + asanReadyName(FD) +
         "(" + frameStructName(FD) + " *__f) { " + Poison + "return __f; }\n";
  return S;
}

std::string asanReadyName(const FunctionDecl *FD) {
  std::string N = frameStructName(FD);
  return "__forkc_asan_ready_" + N.substr(N.rfind(' ') + 1);
}

std::string asanFrameReady(const FunctionDecl *FD, const std::string &Alloc) {
  std::string A = asanFrames(FD) ? asanReadyName(FD) + "(" + Alloc + ")" : Alloc;
  if (!workspanEnabled())
    return A;
  // A fresh frame's children that finish elsewhere report into zeroes.
  return "((" + frameStructName(FD) + " *)(void *)forkc_wsp_frame_init_(&(" + A + ")->hdr))";
}

} // namespace forkc
