#include "od.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "od-dialect-defs.inc"
#define GET_OP_CLASSES
#include "od-op-defs.inc"
void od::ODDialect::initialize() { addOperations<
#define GET_OP_LIST
#include "od-op-defs.inc"
>(); }
int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::func::FuncDialect, od::ODDialect>();
  return mlir::asMainReturnCode(mlir::MlirOptMain(argc, argv, "od-opt", registry));
}
