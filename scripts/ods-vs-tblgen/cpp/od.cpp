#include "od.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/TypeSwitch.h"
using namespace mlir;
// Arith's file-local helper, which `TypesMatchWith<…, "::getI1SameShape($_self)">` names.
static Type getI1SameShape(Type type) {
  auto i1Type = IntegerType::get(type.getContext(), 1);
  if (auto shapedType = llvm::dyn_cast<ShapedType>(type))
    return shapedType.cloneWith(std::nullopt, i1Type);
  return i1Type;
}
#include "od-enum-defs.inc"
#include "od-dialect-defs.inc"
#define GET_TYPEDEF_CLASSES
#include "od-typedef-defs.inc"
#define GET_ATTRDEF_CLASSES
#include "od-attrdef-defs.inc"
#define GET_OP_CLASSES
#include "od-op-defs.inc"
void od::ODDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "od-op-defs.inc"
  >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "od-typedef-defs.inc"
  >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "od-attrdef-defs.inc"
  >();
}
int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::func::FuncDialect, od::ODDialect>();
  return mlir::asMainReturnCode(mlir::MlirOptMain(argc, argv, "od-opt", registry));
}
