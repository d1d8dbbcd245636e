// A diamond of classes (a class listed twice), 64-bit wrap-around of int arithmetic, foreach-local defvars.
class P1 { int a = 1; int b = 2; }
class P2 : P1 { let a = 10; int c = !add(a, b); }
class P3 : P1 { let b = 20; }
def Diamond : P2, P3;
def Wrap { int big = !shl(1, 63); int mul = !mul(4611686018427387904, 4); int neg = !sub(0, 9223372036854775807); int d = !div(-9, 4); int sra = !sra(-8, 1); }
def Str2 { string s = !cast<string>(-5); bit e = !empty([1]); }
foreach x = [1, 2] in { defvar y = !mul(x, 3); def V_ # x { int Y = y; } }
