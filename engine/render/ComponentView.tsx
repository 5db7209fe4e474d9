// kind "component": a hand-written screen from the context's registry, with props from the scope.
import type { ComponentBody } from '../schema/types';
import { useEngine } from './context';
import { mapValues, useScope } from './scope';

export function ComponentView({ block }: { block: ComponentBody }) {
  const { components } = useEngine();
  const scope = useScope();
  const Component = components?.[block.component];
  if (!Component) return <p role="alert">组件 {block.component} 未注册</p>;
  return <Component props={mapValues(block.props, scope)} scope={scope} />;
}
