#include "rd.h"
#include "rd-dialect-defs.inc"
#define GET_OP_CLASSES
#include "rd-op-defs.inc"
void rd::RDDialect::initialize() { addOperations<
#define GET_OP_LIST
#include "rd-op-defs.inc"
>(); }
