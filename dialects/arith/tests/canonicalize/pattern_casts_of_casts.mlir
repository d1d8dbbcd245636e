func.func @bitcast_bitcast(%x: i32, %y: f16) -> (i32, f16) {
  %a = arith.bitcast %x : i32 to f32
  %b = arith.bitcast %a : f32 to i32
  %c = arith.bitcast %y : f16 to bf16
  %d = arith.bitcast %c : bf16 to f16
  return %b, %d : i32, f16
}
func.func @extsi_extui(%x: i8, %v: vector<2xi8>) -> (i64, vector<2xi32>) {
  %a = arith.extui %x : i8 to i16
  %b = arith.extsi %a : i16 to i64
  %c = arith.extui %v : vector<2xi8> to vector<2xi16>
  %d = arith.extsi %c : vector<2xi16> to vector<2xi32>
  return %b, %d : i64, vector<2xi32>
}
