func.func @chain(%x: i16) -> i16 {
  %c0 = arith.constant 300 : i16
  %c1 = arith.constant 300 : i16
  %a = arith.muli %x, %c0 overflow<nuw> : i16
  %b = arith.muli %a, %c1 overflow<nuw, nsw> : i16
  return %b : i16
}
func.func @splat(%x: vector<2xi16>) -> vector<2xi16> {
  %c0 = arith.constant dense<3> : vector<2xi16>
  %a = arith.muli %x, %c0 : vector<2xi16>
  %b = arith.muli %a, %c0 : vector<2xi16>
  return %b : vector<2xi16>
}
