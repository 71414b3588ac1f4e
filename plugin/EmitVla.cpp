// The emitters of variable-length arrays and of pointers to them: arrays on
// the task's stacklet, freed FILO where their block is left; dimensions in
// frame fields, so that `sizeof a` and indexing keep C's meaning.
#include "TaskLowering.h"

using namespace clang;

namespace forkc {
namespace detail {

namespace {
// Prints a parameter's size expression with the parameters it names spelled
// as the lowered function that evaluates it names them.
class ParamSpelling : public PrinterHelper {
public:
  explicit ParamSpelling(std::function<std::string(const ParmVarDecl *)> NameOf)
      : NameOf(std::move(NameOf)) {}
  bool handledStmt(Stmt *E, raw_ostream &OS) override {
    const auto *DRE = dyn_cast<DeclRefExpr>(E);
    const auto *P = DRE ? dyn_cast<ParmVarDecl>(DRE->getDecl()) : nullptr;
    if (!P)
      return false;
    OS << NameOf(P);
    return true;
  }

private:
  std::function<std::string(const ParmVarDecl *)> NameOf;
};
} // namespace

std::string TaskLowering::vlaFrees(size_t Down) const {
  std::string S;
  for (size_t I = VlaScope.size(); I-- > Down;)
    S += "forkc_stack_free_in(__w, __hf, __f->" + L.FieldOf.lookup(VlaScope[I]) + "); ";
  return S;
}

// A VLA's type with its variable dimensions read from the frame:
// `int (*)[__f->__forkc_dim_a_0][4]` for `int a[n][4]` (Name = "(*)").
static std::string vlaTypeText(const VarDecl *VD, const std::string &Field, llvm::StringRef Name,
                               const ASTContext &Ctx) {
  return dimsDeclText(
      VD->getType(), Name.str(), [&](size_t K) { return "__f->" + dimField(Field, K); }, Ctx);
}

// A pointer to a variable-length array, read:
// `((double (*)[__f->__forkc_dim_A_0])__f->A)`.  Checks.cpp refuses every
// other use but a plain `p = q` (readsValue, assignedWhole).
std::string TaskLowering::vmPointerRef(const VarDecl *VD) {
  return vmPointerRead(VD->getType(), "__f", L.FieldOf.lookup(VD), Ctx);
}

// The variable dimensions of a VLA or a pointer to one, evaluated where its
// declaration runs, into the frame: `__f->__forkc_dim_p_0 = (__SIZE_TYPE__)(n),
// __f->__forkc_dim_p_1 = ...` for `double (*p)[n][m]` (an expression: a
// for-initialiser takes it too).
// Text spells each size expression: by default as the body's edited text.
std::string TaskLowering::dimStores(const VarDecl *VD,
                                    const std::function<std::string(const Expr *)> &Text) {
  const std::string &F = L.FieldOf.lookup(VD);
  std::string S;
  size_t K = 0;
  for (const VariableArrayType *VAT : variableDims(VD->getType(), Ctx)) {
    const Expr *Size = VAT->getSizeExpr();
    if (K)
      S += ", ";
    S += "__f->" + dimField(F, K) + " = (__SIZE_TYPE__)(" + (Text ? Text(Size) : exprText(Size)) +
         ")";
    ++K;
  }
  return S;
}

// At entry, a variably modified parameter's pointer and dimensions go into
// the frame (C evaluates a parameter's size expressions at entry too).
std::string TaskLowering::vmParamStore(const ParmVarDecl *P, const std::string &Value,
                                       std::function<std::string(const ParmVarDecl *)> NameOf) {
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  ParamSpelling Helper(std::move(NameOf));
  return "__f->" + L.FieldOf.lookup(P) + " = " + Value + "; " +
         dimStores(P,
                   [&](const Expr *Size) {
                     std::string E;
                     llvm::raw_string_ostream OS(E);
                     Size->printPretty(OS, &Helper, Policy);
                     return OS.str();
                   }) +
         ";";
}

std::string TaskLowering::vlaRef(const VarDecl *VD) {
  const std::string &F = L.FieldOf.lookup(VD);
  return "(*(" + vlaTypeText(VD, F, "(*)", Ctx) + ")__f->" + F + ")";
}

// `T a[e0][4][e1];` -> the dimensions evaluated once, in order, into the
// frame, then the memory from the stacklet (zeroed for C23's `= {}`).
std::string TaskLowering::vlaAlloc(const VarDecl *VD) {
  const std::string &F = L.FieldOf.lookup(VD);
  std::string S = dimStores(VD) + "; ";
  std::string Size = "sizeof(" + vlaTypeText(VD, F, "", Ctx) + ")";
  S += "__f->" + F + " = forkc_stack_alloc_in(__w, __hf, " + Size + ");";
  if (VD->getInit())
    S += " __builtin_memset(__f->" + F + ", 0, " + Size + ");";
  return S;
}

} // namespace detail
} // namespace forkc
