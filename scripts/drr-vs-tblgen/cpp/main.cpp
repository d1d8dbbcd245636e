// The generated patterns applied greedily to a module; with `-DARITH`
// (`gen.py --arith`) over MLIR's arith ops instead of the rd dialect's.
#ifdef ARITH
#include "mlir/Dialect/Arith/IR/Arith.h"
#define DIALECTS func::FuncDialect, arith::ArithDialect
#else
#include "rd.h"
#define DIALECTS func::FuncDialect, rd::RDDialect
#endif
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>
using namespace mlir;
namespace {
// `MatchFirst` (natives-cpp.td): the first operand of the defining op, if
// there is one (`$_self` is null for a block argument).
LogicalResult matchFirst(Operation *op, Value *out) {
  if (!op || op->getNumOperands() == 0) return failure();
  *out = op->getOperand(0);
  return success();
}
#include "rd-patterns.inc"
}
int main(int argc, char **argv) {
  MLIRContext ctx;
  ctx.loadDialect<DIALECTS>();
  bool debug = argc > 2 && !strcmp(argv[2], "--debug");
  OwningOpRef<ModuleOp> mod = parseSourceFile<ModuleOp>(argv[1], &ctx);
  if (!mod) return 2;
  RewritePatternSet ps(&ctx);
  populateWithGenerated(ps);
  FrozenRewritePatternSet f(std::move(ps));
  bool conv = succeeded(applyPatternsGreedily(*mod, f));
  if (failed(verify(*mod))) { llvm::outs() << "VERIFY FAILED\n"; }
  OpPrintingFlags flags; flags.printGenericOpForm(); flags.useLocalScope(); if (debug) flags.enableDebugInfo();
  mod->print(llvm::outs(), flags);
  llvm::outs() << "\n";
  if (!conv) llvm::errs() << "not converged\n";
  return 0;
}
