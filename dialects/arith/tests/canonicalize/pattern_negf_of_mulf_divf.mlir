func.func @mul(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %b = arith.negf %y fastmath<nnan> : f32
  %r = arith.mulf %a, %b fastmath<fast> : f32
  return %r : f32
}
func.func @div(%x: vector<2xf16>, %y: vector<2xf16>) -> vector<2xf16> {
  %a = arith.negf %x : vector<2xf16>
  %b = arith.negf %y : vector<2xf16>
  %r = arith.divf %a, %b fastmath<arcp> : vector<2xf16>
  return %r : vector<2xf16>
}
func.func @one_neg(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %r = arith.mulf %a, %y : f32
  return %r : f32
}
